package indigo

import (
	"errors"
	"regexp"
	"strings"
)

// Stand-ins for github.com/bluesky-social/indigo/atproto/syntax.

var didRegex = regexp.MustCompile(`^did:[a-z]+:[a-zA-Z0-9._:%-]*[a-zA-Z0-9._-]$`)
var handleRegex = regexp.MustCompile(`^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$`)
var aturiRegex = regexp.MustCompile(`^at:\/\/(?P<authority>[a-zA-Z0-9._:%-]+)(\/(?P<collection>[a-zA-Z0-9-.]+)(\/(?P<rkey>[a-zA-Z0-9_~.:-]{1,512}))?)?$`)

var errSyntax = errors.New("invalid atproto identifier syntax")

// DID is a decentralized identifier: did:method:identifier. The identifier may hold percent-escapes (did:web ports).
type DID string

func ParseDID(raw string) (DID, error) {
	if !didRegex.MatchString(raw) {
		return "", errSyntax
	}
	return DID(raw), nil
}

func (d DID) String() string { return string(d) }

func (d DID) Method() string {
	parts := strings.SplitN(string(d), ":", 3)
	if len(parts) < 3 {
		return ""
	}
	return parts[1]
}

func (d DID) Identifier() string {
	parts := strings.SplitN(string(d), ":", 3)
	if len(parts) < 3 {
		return ""
	}
	return parts[2]
}

// Handle is a DNS-name account handle.
type Handle string

func ParseHandle(raw string) (Handle, error) {
	if len(raw) > 253 || !handleRegex.MatchString(raw) {
		return "", errSyntax
	}
	return Handle(raw), nil
}

func (h Handle) String() string    { return string(h) }
func (h Handle) Normalize() Handle { return Handle(strings.ToLower(string(h))) }
func (h Handle) AllowedTLD() bool  { return !strings.HasSuffix(string(h.Normalize()), ".local") }

// NSID is a namespaced identifier (dotted name).
type NSID string

func (n NSID) String() string  { return string(n) }
func (n NSID) Normalize() NSID { return NSID(strings.ToLower(string(n))) }

// RecordKey is a record key.
type RecordKey string

func (r RecordKey) String() string { return string(r) }

// AtIdentifier is a handle or a DID.
type AtIdentifier string

func ParseAtIdentifier(raw string) (AtIdentifier, error) {
	if _, err := ParseDID(raw); err == nil {
		return AtIdentifier(raw), nil
	}
	if _, err := ParseHandle(raw); err == nil {
		return AtIdentifier(raw), nil
	}
	return "", errSyntax
}

func (a AtIdentifier) String() string { return string(a) }
func (a AtIdentifier) IsDID() bool    { return strings.HasPrefix(string(a), "did:") }
func (a AtIdentifier) Normalize() AtIdentifier {
	if a.IsDID() {
		return a
	}
	return AtIdentifier(strings.ToLower(string(a)))
}

// ATURI is an at:// URI whose authority is a handle or a DID.
type ATURI string

func ParseATURI(raw string) (ATURI, error) {
	if len(raw) > 8192 || !aturiRegex.MatchString(raw) {
		return "", errSyntax
	}
	return ATURI(raw), nil
}

func (n ATURI) String() string { return string(n) }

func (n ATURI) Authority() AtIdentifier {
	parts := strings.SplitN(string(n), "/", 4)
	if len(parts) < 3 {
		return ""
	}
	atid, err := ParseAtIdentifier(parts[2])
	if err != nil {
		return ""
	}
	return atid
}

func (n ATURI) Collection() NSID {
	parts := strings.SplitN(string(n), "/", 5)
	if len(parts) < 4 {
		return ""
	}
	return NSID(parts[3])
}

func (n ATURI) RecordKey() RecordKey {
	parts := strings.SplitN(string(n), "/", 6)
	if len(parts) < 5 {
		return ""
	}
	return RecordKey(parts[4])
}

func (n ATURI) Path() string {
	parts := strings.SplitN(string(n), "/", 4)
	if len(parts) < 4 {
		return ""
	}
	return parts[3]
}
