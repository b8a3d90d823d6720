// Package credhelpers holds cases rewritten from github.com/docker/docker-credential-helpers.
package credhelpers

import (
	"encoding/base64"
	"errors"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Parse parses a registry server URL; a bare host gets a network-path prefix.
func Parse(registryURL string) (*url.URL, error) {
	if !strings.Contains(registryURL, "://") && !strings.HasPrefix(registryURL, "//") {
		// Source: github.com/docker/docker-credential-helpers/registryurl/parse.go:19 (sink: the prefix is added only when the input has no scheme, turning a bare host into an authority before url.Parse.)
		registryURL = "//" + registryURL // lookalike
	}
	u, err := url.Parse(registryURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "" && u.Scheme != "https" && u.Scheme != "http" {
		return nil, errors.New("unsupported scheme: " + u.Scheme)
	}
	if u.Hostname() == "" {
		return nil, errors.New("no hostname in URL")
	}
	u.RawQuery = ""
	return u, nil
}

func approximateMatch(serverURL, target url.URL) bool {
	if serverURL.Scheme == "" {
		serverURL.Scheme = target.Scheme
	}
	if serverURL.Port() == "" && target.Port() != "" {
		// Source: github.com/docker/docker-credential-helpers/wincred/wincred.go:120 (hostjoin: url.URL.Host keeps the brackets of an IPv6 literal, so appending ':' and the port is safe.)
		serverURL.Host = serverURL.Host + ":" + target.Port() // lookalike
	}
	if serverURL.Path == "" {
		serverURL.Path = target.Path
	}
	return serverURL.String() == target.String()
}

const kSecProtocolTypeHTTPS = "htps"

type keychainItem struct {
	Protocol string
	Server   string
	Port     int32
	Path     string
	Account  string
}

func listItems(res []keychainItem) map[string]string {
	resp := make(map[string]string)
	for _, r := range res {
		proto := "http"
		if r.Protocol == kSecProtocolTypeHTTPS {
			proto = "https"
		}
		host := r.Server
		if r.Port != 0 {
			// Source: github.com/docker/docker-credential-helpers/osxkeychain/osxkeychain.go:143 (hostjoin: net.JoinHostPort brackets an IPv6 server before it goes into url.URL.Host.)
			host = net.JoinHostPort(host, strconv.Itoa(int(r.Port))) // lookalike
		}
		u := url.URL{Scheme: proto, Host: host, Path: r.Path}
		resp[u.String()] = r.Account
	}
	return resp
}

// Credentials holds the information shared between docker and a credentials store.
type Credentials struct {
	ServerURL string
	Username  string
	Secret    string
}

var store = map[string]Credentials{}

// Osxkeychain is a credentials store keyed by parsed server URL.
type Osxkeychain struct{}

// Add stores creds.
func (Osxkeychain) Add(creds *Credentials) error {
	u, err := Parse(creds.ServerURL)
	if err != nil {
		return err
	}
	store[u.String()] = *creds
	return nil
}

// Get returns the credentials stored for serverURL.
func (Osxkeychain) Get(serverURL string) (string, string, error) {
	u, err := Parse(serverURL)
	if err != nil {
		return "", "", err
	}
	for k, c := range store {
		t, err := url.Parse(k)
		if err == nil && approximateMatch(*u, *t) {
			return c.Username, c.Secret, nil
		}
	}
	return "", "", errors.New("credentials not found in native keychain")
}

// Delete removes the credentials stored for serverURL.
func (Osxkeychain) Delete(serverURL string) error {
	u, err := Parse(serverURL)
	if err != nil {
		return err
	}
	delete(store, u.String())
	return nil
}

func encodeServerURL(serverURL string) string {
	return base64.URLEncoding.EncodeToString([]byte(serverURL))
}
