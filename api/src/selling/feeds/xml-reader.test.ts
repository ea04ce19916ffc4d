import { childOf, childrenOf, escapeXml, readXml, XML_MESSAGES } from './xml-reader';

describe('readXml', () => {
  it('reads elements, attributes, text, CDATA and entities, skipping the declaration, comments and instructions', () => {
    const root = readXml(
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- a feed -->\n<a x="1" y=\'two &amp; three\'>' +
        '<b>Fish &lt;&amp;&gt; chips &#233;&#x263A; &quot;&apos;</b><?pi data?><c/><b><![CDATA[<p>raw & kept</p>]]></b></a>\n<!-- end -->',
    );
    expect(root.name).toBe('a');
    expect(root.attributes).toEqual({ x: '1', y: 'two & three' });
    expect(childrenOf(root, 'b').map((b) => b.text)).toEqual([`Fish <&> chips é☺ "'`, '<p>raw & kept</p>']);
    expect(childOf(root, 'c')).toEqual({ name: 'c', attributes: {}, children: [], text: '' });
    expect(childOf(root, 'missing')).toBeUndefined();
  });

  it('refuses a document type, and so any entity declaration, before reading', () => {
    const billionLaughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><lolz>&lol2;</lolz>';
    expect(() => readXml(billionLaughs)).toThrow(XML_MESSAGES.doctype);
    expect(() => readXml('<!doctype x SYSTEM "file:///etc/passwd"><x/>')).toThrow(XML_MESSAGES.doctype);
    expect(() => readXml('<x><!ENTITY a "b"></x>')).toThrow(XML_MESSAGES.doctype);
  });

  it.each([
    ['an unknown entity', '<a>&nbsp;</a>', 1, 'the entity &nbsp; is not one XML defines.'],
    ['a bare ampersand', '<a>\nfish & chips</a>', 1, 'an & must start an entity such as &amp;.'],
    ['a wrong closing tag', '<a>\n<b></a>', 2, '</b> was expected.'],
    ['an element never closed', '<a><b></b>', 1, '<a> is never closed.'],
    ['a second root', '<a/>\n<b/>', 2, 'there is a second root element.'],
    ['text outside the root', '<a/>text', 1, 'there is text outside the root element.'],
    ['a repeated attribute', '<a x="1" x="2"/>', 1, 'the attribute x appears twice in <a>.'],
    ['an unquoted attribute', '<a x=1/>', 1, 'the tag <a> is not closed properly.'],
    ['a character reference to nothing', '<a>&#0;</a>', 1, '&#0; is not a character.'],
    ['a comment never closed', '<a><!-- </a>', 1, 'a comment is never closed.'],
    ['no element at all', '<?xml version="1.0"?>', 1, 'there is no element.'],
  ])('refuses %s, naming the line', (_, xml, line, problem) => {
    expect(() => readXml(xml)).toThrow(XML_MESSAGES.at(line, problem));
  });

  it('refuses nesting deeper than any feed needs', () => {
    expect(() => readXml('<a>'.repeat(100) + '</a>'.repeat(100))).toThrow(XML_MESSAGES.depth(64));
  });
});

describe('escapeXml', () => {
  it('escapes what would end text or an attribute, and reads back the same', () => {
    const text = 'a < b & "c" > \'d\'\nline\ttab';
    const escaped = escapeXml(text);
    expect(escaped).not.toMatch(/[<>"\n]/);
    expect(readXml(`<x v="${escaped}">${escaped}</x>`)).toMatchObject({ attributes: { v: text }, text });
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\u001fc')).toBe('abc');
  });
});
