// Package chromedp is a stand-in for the chromedp actions used by the rewritten cases.
package chromedp

import "context"

// Action is a browser action.
type Action interface{}

// QueryOption selects how a selector is interpreted.
type QueryOption int

// BySearch interprets the selector as a DOM search (XPath or CSS).
const BySearch QueryOption = 1

// SetValue sets the value of the element matched by the selector.
func SetValue(sel interface{}, value string, opts ...QueryOption) Action { return nil }

// Run runs the actions.
func Run(ctx context.Context, actions ...Action) error { return nil }
