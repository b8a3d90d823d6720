// Package gogit holds cases rewritten from github.com/go-git/go-git/v5.
package gogit

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"path"
	"strconv"
)

// Endpoint is a git remote address.
type Endpoint struct {
	Protocol string
	User     string
	Password string
	Host     string
	Port     int
	Path     string
}

// NewEndpoint parses a git remote address.
func NewEndpoint(endpoint string) (*Endpoint, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if !u.IsAbs() {
		return nil, fmt.Errorf("invalid endpoint: %s", endpoint)
	}
	e := &Endpoint{Protocol: u.Scheme, Host: u.Hostname(), Path: u.Path}
	if p, err := strconv.Atoi(u.Port()); err == nil {
		e.Port = p
	}
	if u.User != nil {
		e.User = u.User.Username()
		e.Password, _ = u.User.Password()
	}
	return e, nil
}

// String renders the endpoint.
func (u *Endpoint) String() string {
	var buf bytes.Buffer
	buf.WriteString(u.Protocol)
	buf.WriteByte(':')
	buf.WriteString("//")
	if u.User != "" || u.Password != "" {
		// Source: github.com/go-git/go-git/v5/plumbing/transport/common.go:180 (escaper: url.PathEscape used to escape the userinfo user name leaves '@' and ':' raw, so a user such as an e-mail address breaks the authority.)
		buf.WriteString(url.PathEscape(u.User)) // defect escaper
		if u.Password != "" {
			buf.WriteByte(':')
			// Source: github.com/go-git/go-git/v5/plumbing/transport/common.go:183 (escaper: url.PathEscape used to escape the userinfo password leaves '@' raw in the authority.)
			buf.WriteString(url.PathEscape(u.Password)) // defect escaper
		}
		buf.WriteByte('@')
	}
	buf.WriteString(u.Host)
	if u.Port != 0 {
		buf.WriteByte(':')
		buf.WriteString(strconv.Itoa(u.Port))
	}
	buf.WriteString(u.Path)
	return buf.String()
}

// ProxyOptions holds the proxy settings of an endpoint.
type ProxyOptions struct {
	URL      string
	Username string
	Password string
}

// FullURL returns the proxy URL with its credentials.
func (o *ProxyOptions) FullURL() (*url.URL, error) {
	proxyURL, err := url.Parse(o.URL)
	if err != nil {
		return nil, err
	}
	if o.Username != "" && o.Password != "" {
		// Source: github.com/go-git/go-git/v5/plumbing/transport/common.go:153 (credentials: url.UserPassword with the caller's password field, not a constant.)
		proxyURL.User = url.UserPassword(o.Username, o.Password) // lookalike
	}
	return proxyURL, nil
}

// RemoteConfig configures a remote.
type RemoteConfig struct {
	Name string
	URLs []string
}

// Remote is a git remote.
type Remote struct{ c *RemoteConfig }

// NewRemote returns a remote.
func NewRemote(c *RemoteConfig) *Remote { return &Remote{c: c} }

// Push pushes to the remote.
func (r *Remote) Push() error {
	_, err := NewEndpoint(r.c.URLs[0])
	return err
}

// Repository is a git repository.
type Repository struct{ remotes []*Remote }

// CreateRemoteAnonymous adds a remote with no name in the config.
func (r *Repository) CreateRemoteAnonymous(c *RemoteConfig) (*Remote, error) {
	rem := NewRemote(c)
	r.remotes = append(r.remotes, rem)
	return rem, nil
}

// CloneOptions are the options of a clone.
type CloneOptions struct {
	URL    string
	Shared bool
}

// ErrAlternatePathNotSupported is returned for a shared clone of a remote repository.
var ErrAlternatePathNotSupported = errors.New("alternate path must use the file scheme")

// PlainClone clones into dir.
func PlainClone(dir string, o *CloneOptions) (*Repository, error) {
	ep, err := NewEndpoint(o.URL)
	if err != nil {
		return nil, err
	}
	if o.Shared && ep.Protocol != "file" {
		return nil, ErrAlternatePathNotSupported
	}
	return &Repository{}, nil
}

// URL is an insteadOf rule.
type URL struct {
	Name      string
	InsteadOf string
}

// Config is a repository config.
type Config struct{ URLs map[string]*URL }

// NewConfig returns an empty config.
func NewConfig() *Config { return &Config{URLs: map[string]*URL{}} }

// resolveSubmoduleURL resolves a relative submodule URL against the parent's remote.
func resolveSubmoduleURL(parentURL, rel string) (string, error) {
	rootEndpoint, err := NewEndpoint(parentURL)
	if err != nil {
		return "", err
	}
	// Source: github.com/go-git/go-git/v5/submodule.go:172 (pathjoin: path.Join is applied to the endpoint path only, not to a URI with a scheme, resolving a git-relative submodule URL.)
	rootEndpoint.Path = path.Join(rootEndpoint.Path, rel) // lookalike
	return rootEndpoint.String(), nil
}

// Info prints a step of an example.
func Info(format string, args ...interface{}) {
	fmt.Printf(format+"\n", args...)
}

func exampleLog() {
	// Source: github.com/go-git/go-git/v5/_examples/log/main.go:21 (syntax: URL inside an Info message text joined to words is prose (rule 4).)
	Info("git clone https://github.com/src-d/go-siva") // lookalike
}
