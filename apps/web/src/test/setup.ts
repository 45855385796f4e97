// DOM matchers (toBeInTheDocument, toHaveTextContent, ...) so a test states what it expects of an element.
import '@testing-library/jest-dom/vitest';
