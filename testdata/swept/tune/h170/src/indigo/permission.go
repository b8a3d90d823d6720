package indigo

import (
	"net/url"
)

// Permission is an atproto OAuth permission; ScopeString renders it as a
// scope token "resource:positional?params", not a URI authority.
type Permission struct {
	Resource   string
	Collection []string
	Action     []string
}

func (p *Permission) ScopeString() string {
	positional := ""
	params := make(url.Values)
	if len(p.Collection) == 1 {
		positional = p.Collection[0]
	} else if len(p.Collection) > 1 {
		params["collection"] = p.Collection
	}
	if len(p.Action) != 0 {
		params["action"] = p.Action
	}

	scope := p.Resource
	if positional != "" {
		// Source: github.com/bluesky-social/indigo/atproto/auth/permission.go:92 (hostjoin: an OAuth scope token joins a resource name and its positional value with a colon, no host and port and no URI authority; fine by the check's definition)
		scope = scope + ":" + positional // lookalike
	}
	if len(params) > 0 {
		// Source: github.com/bluesky-social/indigo/atproto/auth/permission.go:95 (escaper: the scope parameters are encoded with url.Values.Encode, the right query escaper; fine by the check's definition)
		scope = scope + "?" + params.Encode() // lookalike
	}
	return scope
}

// GenericPermission is a parsed scope of unknown resource type.
type GenericPermission struct {
	Resource   string
	Positional string
	Params     url.Values
}

func (p *GenericPermission) ScopeString() string {
	scope := p.Resource
	if p.Positional != "" {
		// Source: github.com/bluesky-social/indigo/atproto/auth/permission_util.go:46 (hostjoin: resource and positional of a scope token joined by a colon, not a host and port; fine by the check's definition)
		scope = scope + ":" + p.Positional // lookalike
	}
	if len(p.Params) > 0 {
		// Source: github.com/bluesky-social/indigo/atproto/auth/permission_util.go:49 (escaper: scope parameters encoded with url.Values.Encode; fine by the check's definition)
		scope = scope + "?" + p.Params.Encode() // lookalike
	}
	return scope
}
