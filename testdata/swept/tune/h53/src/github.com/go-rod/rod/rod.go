// Package rod is a stub of the browser driver API that the cases call.
package rod

// Browser is a stub of the browser handle.
type Browser struct{}

// Page is a stub of a browser tab.
type Page struct{}

// New returns a browser handle.
func New() *Browser { panic("stub") }

// MustConnect connects to the browser.
func (b *Browser) MustConnect() *Browser { panic("stub") }

// MustPage opens a tab and navigates it to the optional url.
func (b *Browser) MustPage(url ...string) *Page { panic("stub") }

// MustNavigate navigates the tab to url.
func (p *Page) MustNavigate(url string) *Page { panic("stub") }

// MustWaitLoad waits for the load event.
func (p *Page) MustWaitLoad() *Page { panic("stub") }

// MustSetDocumentContent replaces the document with html.
func (p *Page) MustSetDocumentContent(html string) *Page { panic("stub") }
