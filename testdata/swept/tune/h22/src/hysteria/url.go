package hysteria

import (
	"errors"
	"strings"
)

// URL is the hysteria URL type: unlike net/url it accepts multiple ports
// and port ranges in the host ("example.com:443,7788-8899").
type URL struct {
	Scheme   string
	User     *Userinfo
	Host     string
	Path     string
	RawQuery string
}

// Userinfo holds the username and password of a URL.
type Userinfo struct {
	username    string
	password    string
	passwordSet bool
}

// User returns a Userinfo holding only a username.
func User(username string) *Userinfo { return &Userinfo{username: username} }

// UserPassword returns a Userinfo holding a username and a password.
func UserPassword(username, password string) *Userinfo {
	return &Userinfo{username: username, password: password, passwordSet: true}
}

// Username returns the username.
func (u *Userinfo) Username() string { return u.username }

// Password returns the password and whether it is set.
func (u *Userinfo) Password() (string, bool) { return u.password, u.passwordSet }

// Parse parses a raw URL into a URL structure.
func Parse(rawURL string) (*URL, error) {
	i := strings.Index(rawURL, "://")
	if i <= 0 {
		return nil, errors.New("missing scheme")
	}
	u := &URL{Scheme: strings.ToLower(rawURL[:i])}
	rest := rawURL[i+3:]
	if q := strings.IndexByte(rest, '?'); q >= 0 {
		u.RawQuery = rest[q+1:]
		rest = rest[:q]
	}
	authority := rest
	if p := strings.IndexByte(rest, '/'); p >= 0 {
		authority, u.Path = rest[:p], rest[p:]
	}
	if at := strings.LastIndexByte(authority, '@'); at >= 0 {
		userinfo := authority[:at]
		authority = authority[at+1:]
		if name, pass, ok := strings.Cut(userinfo, ":"); ok {
			u.User = UserPassword(name, pass)
		} else {
			u.User = User(userinfo)
		}
	}
	u.Host = authority
	return u, nil
}

// String reassembles the URL into a URL string.
func (u *URL) String() string {
	s := u.Scheme + "://"
	if u.User != nil {
		s += u.User.username
		if u.User.passwordSet {
			s += ":" + u.User.password
		}
		s += "@"
	}
	s += u.Host + u.Path
	if u.RawQuery != "" {
		s += "?" + u.RawQuery
	}
	return s
}
