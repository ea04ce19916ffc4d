// A small XML reader for data feeds, without a dependency: elements, attributes, text, CDATA, comments and
// processing instructions, the five predefined entities and character references. It refuses what data feeds do
// not need and what makes XML readers attackable: a document type declaration (DOCTYPE), and so any entity
// declaration, is refused outright, never expanded (no "billion laughs", no external entities). Errors name the line.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), its children's aside, as written (not trimmed). */
  text: string;
}

export class XmlError extends Error {}

export const XML_MESSAGES = {
  doctype:
    'The file declares a document type (<!DOCTYPE ...>). Feeds must not: its entity declarations could be used to attack the reader.',
  at: (line: number, problem: string) => `The XML is not well-formed on line ${line}: ${problem}`,
  depth: (max: number) => `The XML nests elements more than ${max} deep.`,
} as const;

/** Deeper than any feed needs; bounds the work a hostile file can ask for. */
const MAX_DEPTH = 64;
// Sticky: each matches at lastIndex only, so reading never copies the rest of the document.
const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*(\/?>|([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)'))/y;
const CLOSE = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Whether a text declares a document type or an entity anywhere: refused before any reading. */
export function declaresDoctype(text: string): boolean {
  return /<!\s*(DOCTYPE|ENTITY)/i.test(text);
}

class Reader {
  private position = 0;

  constructor(private readonly source: string) {}

  fail(problem: string, at = this.position): never {
    const line = this.source.slice(0, at).split('\n').length;
    throw new XmlError(XML_MESSAGES.at(line, problem));
  }

  private decode(raw: string, at: number): string {
    return raw.replace(/&([^;&\s]*);?/g, (match, name: string) => {
      if (!match.endsWith(';')) this.fail('an & must start an entity such as &amp;.', at);
      const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
      if (code !== undefined) {
        const point = parseInt(code, name.startsWith('#x') || name.startsWith('#X') ? 16 : 10);
        if (point > 0x10ffff || point === 0 || (point >= 0xd800 && point <= 0xdfff)) this.fail(`${match} is not a character.`, at);
        return String.fromCodePoint(point);
      }
      const value = ENTITIES[name];
      if (value === undefined) this.fail(`the entity ${match} is not one XML defines.`, at);
      return value;
    });
  }

  private match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.position;
    return pattern.exec(this.source);
  }

  private skip(until: string, problem: string): void {
    const end = this.source.indexOf(until, this.position);
    if (end === -1) this.fail(problem);
    this.position = end + until.length;
  }

  /** Comments, processing instructions and the declaration between elements; false at anything else. */
  private skipMarkup(): boolean {
    const { source, position } = this;
    if (source.startsWith('<!--', position)) this.skip('-->', 'a comment is never closed.');
    else if (source.startsWith('<?', position)) this.skip('?>', 'a processing instruction is never closed.');
    else return false;
    return true;
  }

  private readTag(): { element: XmlElement; selfClosing: boolean } {
    const start = this.position;
    this.position += 1;
    const name = this.match(NAME)?.[0];
    if (!name) this.fail('a < must start an element name.');
    this.position += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const rest = this.match(ATTRIBUTE);
      if (!rest) this.fail(`the tag <${name}> is not closed properly.`, start);
      this.position += rest[0].length;
      if (rest[1] === '>' || rest[1] === '/>')
        return { element: { name, attributes, children: [], text: '' }, selfClosing: rest[1] === '/>' };
      const attribute = rest[2] ?? '';
      if (Object.hasOwn(attributes, attribute)) this.fail(`the attribute ${attribute} appears twice in <${name}>.`, start);
      attributes[attribute] = this.decode(rest[4] ?? rest[5] ?? '', start);
    }
  }

  read(): XmlElement {
    const stack: XmlElement[] = [];
    let root: XmlElement | undefined;
    const { source } = this;
    while (this.position < source.length) {
      const next = source.indexOf('<', this.position);
      const textEnd = next === -1 ? source.length : next;
      if (textEnd > this.position) {
        const raw = source.slice(this.position, textEnd);
        const parent = stack.at(-1);
        if (parent) parent.text += this.decode(raw, this.position);
        else if (raw.trim() !== '') this.fail('there is text outside the root element.');
        this.position = textEnd;
        continue;
      }
      if (this.skipMarkup()) continue;
      if (source.startsWith('<![CDATA[', this.position)) {
        const parent = stack.at(-1);
        if (!parent) this.fail('CDATA outside the root element.');
        const end = source.indexOf(']]>', this.position);
        if (end === -1) this.fail('a CDATA section is never closed.');
        parent.text += source.slice(this.position + 9, end);
        this.position = end + 3;
      } else if (source.startsWith('</', this.position)) {
        const close = this.match(CLOSE);
        const open = stack.pop();
        if (!close || !open || close[1] !== open.name)
          this.fail(open ? `</${open.name}> was expected.` : 'a closing tag has no opening tag.');
        this.position += close[0].length;
      } else if (source.startsWith('<!', this.position)) {
        this.fail('only comments and CDATA may start with <!.');
      } else {
        if (root && stack.length === 0) this.fail('there is a second root element.');
        const { element, selfClosing } = this.readTag();
        const parent = stack.at(-1);
        if (parent) parent.children.push(element);
        else root = element;
        if (!selfClosing) stack.push(element);
        if (stack.length > MAX_DEPTH) throw new XmlError(XML_MESSAGES.depth(MAX_DEPTH));
      }
    }
    const open = stack.at(-1);
    if (open) this.fail(`<${open.name}> is never closed.`);
    if (!root) this.fail('there is no element.');
    return root;
  }
}

/** The document's root element. Throws XmlError, naming the line, when the text is not well-formed XML. */
export function readXml(text: string): XmlElement {
  if (declaresDoctype(text)) throw new XmlError(XML_MESSAGES.doctype);
  return new Reader(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).read();
}

/** The children named `name`. */
export function childrenOf(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** The first child named `name`. */
export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.name === name);
}

/** Text escaped for XML content or a double-quoted attribute; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 || code === 0x9 || code === 0xa || code === 0xd) && code !== 0xfffe && code !== 0xffff;
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}
