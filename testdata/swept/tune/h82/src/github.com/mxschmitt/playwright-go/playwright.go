// Package playwright is a minimal stub of the playwright-go API used by the cases.
package playwright

// Response is a navigation response.
type Response interface{}

// Browser is a connected browser.
type Browser interface{}

// Route is an intercepted request.
type Route interface{}

// PageGotoOptions are options for Page.Goto.
type PageGotoOptions struct{}

// BrowserTypeConnectOptions are options for BrowserType.Connect.
type BrowserTypeConnectOptions struct{}

// BrowserTypeConnectOverCDPOptions are options for BrowserType.ConnectOverCDP.
type BrowserTypeConnectOverCDPOptions struct{}

// PageSetContentOptions are options for Page.SetContent.
type PageSetContentOptions struct{}

// Page is a browser tab.
type Page interface {
	Goto(url string, options ...PageGotoOptions) (Response, error)
	Route(url any, handler func(Route), times ...int) error
	SetContent(html string, options ...PageSetContentOptions) error
	Evaluate(expression string, arg ...any) (any, error)
}

// BrowserType launches or connects to a browser.
type BrowserType interface {
	Connect(endpoint string, options ...BrowserTypeConnectOptions) (Browser, error)
	ConnectOverCDP(endpointURL string, options ...BrowserTypeConnectOverCDPOptions) (Browser, error)
}

// Frame is a frame in a page.
type Frame interface {
	URL() string
	Name() string
}
