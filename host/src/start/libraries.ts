// Start step 1 of 4 (index.ts): the libraries the host provides to every area, evaluated in a task of their own.
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

export const evaluated = [React, ReactDomClient, BrowserRouter];
