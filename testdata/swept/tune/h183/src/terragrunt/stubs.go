package terragrunt

import (
	"context"
	"errors"
	"net/url"
	"strings"
)

// Stand-ins for the go-getter v2 API used by the rewritten cases.

// Mode is the go-getter download mode.
type Mode int

// go-getter modes.
const (
	ModeAny Mode = iota
	ModeFile
	ModeDir
)

// Request is a go-getter request.
type Request struct {
	Src     string
	Dst     string
	Pwd     string
	Forced  string
	GetMode Mode
}

// URL parses the request source.
func (r *Request) URL() *url.URL {
	u, _ := url.Parse(r.Src)
	if u == nil {
		u = &url.URL{}
	}

	return u
}

// GetResult is what Client.Get returns.
type GetResult struct{ Dst string }

// Getter is a go-getter getter.
type Getter interface {
	Detect(req *Request) (bool, error)
	Get(ctx context.Context, req *Request) error
	Mode(ctx context.Context, u *url.URL) (Mode, error)
}

// Client is a go-getter client.
type Client struct {
	Getters []Getter
}

// ErrNoGetter is returned when no getter claims a source.
var ErrNoGetter = errors.New("no getter claimed the source")

// Get downloads req.Src into req.Dst with the first getter that claims it.
func (c *Client) Get(ctx context.Context, req *Request) (*GetResult, error) {
	if forced, rest, ok := strings.Cut(req.Src, "::"); ok && !strings.Contains(forced, "/") {
		req.Forced = forced
		req.Src = rest
	}

	for _, g := range c.Getters {
		ok, err := g.Detect(req)
		if err != nil {
			return nil, err
		}

		if ok {
			return &GetResult{Dst: req.Dst}, g.Get(ctx, req)
		}
	}

	return nil, ErrNoGetter
}

// stubGetter claims every source and records what it was given.
type stubGetter struct {
	scheme string
	srcs   []string
}

func (g *stubGetter) Detect(req *Request) (bool, error) {
	return g.scheme == "" || req.Forced == g.scheme || strings.HasPrefix(req.Src, g.scheme+"://"), nil
}

func (g *stubGetter) Get(_ context.Context, req *Request) error {
	g.srcs = append(g.srcs, req.Src)
	return nil
}

func (g *stubGetter) Mode(_ context.Context, _ *url.URL) (Mode, error) { return ModeDir, nil }

func (g *stubGetter) lastSrc() string {
	if len(g.srcs) == 0 {
		return ""
	}

	return g.srcs[len(g.srcs)-1]
}
