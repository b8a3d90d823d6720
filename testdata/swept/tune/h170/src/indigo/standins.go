package indigo

import (
	"context"
	"errors"
	"net/http"
)

// Command stands in for urfave/cli v3's *cli.Command flag accessors.
type Command struct {
	flags map[string]string
	set   map[string]bool
	args  Args
}

func (c *Command) String(name string) string { return c.flags[name] }
func (c *Command) Bool(name string) bool     { return c.flags[name] == "true" }
func (c *Command) IsSet(name string) bool    { return c.set[name] }
func (c *Command) Args() Args                { return c.args }

// Args stands in for cli.Args.
type Args []string

func (a Args) First() string { return a.Get(0) }
func (a Args) Get(i int) string {
	if i < len(a) {
		return a[i]
	}
	return ""
}
func (a Args) Slice() []string { return a }

// CLIContext stands in for urfave/cli v2's *cli.Context (gosky).
type CLIContext struct {
	Command
}

// StringFlag stands in for cli.StringFlag.
type StringFlag struct {
	Name     string
	Usage    string
	Value    string
	Required bool
}

// Client stands in for github.com/bluesky-social/indigo/xrpc.Client: Host is
// a URL prefix (scheme, host, optional port) that "/xrpc/"+method is appended to.
type Client struct {
	Host       string
	Client     *http.Client
	Headers    map[string]string
	AdminToken *string
}

// Identity stands in for atproto/identity.Identity.
type Identity struct {
	DID         DID
	Handle      Handle
	AlsoKnownAs []string
	pds         string
}

// PDSEndpoint returns the full URL (scheme and host) of the account's PDS.
func (i *Identity) PDSEndpoint() string { return i.pds }

// Directory stands in for atproto/identity.Directory.
type Directory interface {
	Lookup(ctx context.Context, atid AtIdentifier) (*Identity, error)
	LookupDID(ctx context.Context, did DID) (*Identity, error)
}

type baseDirectory struct{}

func (baseDirectory) Lookup(ctx context.Context, atid AtIdentifier) (*Identity, error) {
	return nil, errors.New("not found")
}
func (baseDirectory) LookupDID(ctx context.Context, did DID) (*Identity, error) {
	return nil, errors.New("not found")
}

// DefaultDirectory resolves DIDs (did:plc, and did:web only for a plain hostname) and handles.
func DefaultDirectory() Directory { return baseDirectory{} }

// EchoContext stands in for labstack/echo's echo.Context.
type EchoContext struct {
	req *http.Request
}

func (c *EchoContext) Request() *http.Request              { return c.req }
func (c *EchoContext) QueryParam(name string) string       { return c.req.URL.Query().Get(name) }
func (c *EchoContext) Redirect(code int, url string) error { return nil }
func (c *EchoContext) String(code int, s string) error     { return nil }
