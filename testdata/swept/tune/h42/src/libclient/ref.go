package libclient

import (
	"errors"
	"net/url"
	"regexp"
	"strings"
)

// Scheme is the required scheme for Library URIs.
const Scheme = "library"

// Ref is a parsed Library URI.
type Ref struct {
	Host string
	Path string
	Tags []string
}

func parse(rawRef string, ambiguous bool) (*Ref, error) {
	var u *url.URL
	// Source: github.com/apptainer/container-library-client/client/ref.go:84 (hostform: scheme prefixes tested inside the Library URI parser itself, rule 2c; uniform sample of 22 of 87)
	if ambiguous && strings.HasPrefix(rawRef, "library://") && !strings.HasPrefix(rawRef, "library:///") { // lookalike
		uri, err := url.Parse(rawRef[:len(Scheme)+1] + "/" + rawRef[len(Scheme)+1:])
		if err != nil {
			return nil, err
		}
		if n := len(strings.Split(uri.Path[1:], "/")); n == 1 || n == 3 {
			u = uri
		}
	}
	if u == nil {
		var err error
		if u, err = url.Parse(rawRef); err != nil {
			return nil, err
		}
	}
	if u.Scheme != Scheme {
		return nil, errors.New("bad scheme")
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New("not permitted")
	}
	rawPath := u.Path
	if u.Opaque != "" {
		rawPath = u.Opaque
	}
	parts := strings.Split(rawPath, ":")
	if len(parts) > 2 {
		return nil, errors.New("bad path")
	}
	path := strings.TrimPrefix(parts[0], "/")
	if path == "" {
		return nil, errors.New("bad path")
	}
	r := &Ref{Host: u.Host, Path: path}
	if len(parts) > 1 {
		if parts[1] == "" {
			return nil, errors.New("bad tags")
		}
		r.Tags = strings.Split(parts[1], ",")
	}
	return r, nil
}

// Parse parses a raw Library reference.
func Parse(rawRef string) (*Ref, error) { return parse(rawRef, false) }

// ParseAmbiguous treats a reference with one or three path parts after the double slash as hostless.
func ParseAmbiguous(rawRef string) (*Ref, error) { return parse(rawRef, true) }

// String reassembles the ref.
func (r *Ref) String() string {
	// Source: github.com/apptainer/container-library-client/client/ref.go:160 (hostjoin: the host field is the parsed host[:port] carried whole, no bare join of host and port; uniform sample of 22 of 87)
	u := url.URL{Scheme: Scheme, Host: r.Host} // lookalike
	rawPath := r.Path
	if len(r.Tags) > 0 {
		rawPath += ":" + strings.Join(r.Tags, ",")
	}
	if u.Host != "" {
		u.Path = rawPath
	} else {
		u.Opaque = rawPath
	}
	return u.String()
}

// Hostname returns the host without a port.
func (r *Ref) Hostname() string {
	if i := strings.IndexByte(r.Host, ']'); i != -1 {
		return strings.TrimPrefix(r.Host[:i], "[")
	}
	if i := strings.IndexByte(r.Host, ':'); i != -1 {
		return r.Host[:i]
	}
	return r.Host
}

// IsLibraryPushRef reports whether ref is a full entity/collection/container reference.
func IsLibraryPushRef(ref string) bool {
	ref = strings.TrimPrefix(strings.TrimPrefix(ref, Scheme+":"), "//")
	name, _, _ := strings.Cut(ref, ":")
	parts := strings.Split(name, "/")
	if len(parts) != 3 {
		return false
	}
	for _, p := range parts {
		if !refPart.MatchString(p) {
			return false
		}
	}
	return true
}

var refPart = regexp.MustCompile(`^[a-z0-9]+(?:[._-][a-z0-9]+)*$`)
