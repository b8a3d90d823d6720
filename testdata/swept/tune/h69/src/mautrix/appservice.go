// Package mautrix holds cases rewritten from maunium.net/go/mautrix.
package mautrix

import (
	"net/http"
	"net/url"
	"path"
)

// AppService holds the homeserver URL used for client requests.
type AppService struct {
	hsURLForClient *url.URL
}

// SetHomeserverURL parses and stores the homeserver URL.
func (as *AppService) SetHomeserverURL(homeserverURL string) error {
	parsedURL, err := url.Parse(homeserverURL)
	if err != nil {
		return err
	}
	copied := *parsedURL
	as.hsURLForClient = &copied
	if as.hsURLForClient.Scheme == "unix" {
		as.hsURLForClient.Scheme = "http"
		as.hsURLForClient.Host = "unix"
		as.hsURLForClient.Path = ""
	} else if as.hsURLForClient.Scheme == "" {
		as.hsURLForClient.Scheme = "https"
	}
	// Source: maunium.net/go/mautrix/appservice/appservice.go:346 (escaper: EscapedPath returns the escaped form of Path and goes into RawPath, so nothing is escaped twice)
	as.hsURLForClient.RawPath = as.hsURLForClient.EscapedPath() // lookalike
	return nil
}

// SyncURL returns the websocket URL of the appservice sync endpoint.
func (as *AppService) SyncURL() string {
	copiedURL := *as.hsURLForClient
	parsed := &copiedURL
	// Source: maunium.net/go/mautrix/appservice/websocket.go:377 (pathjoin: path.Join is applied to the Path field of a parsed URL, not to a whole URI with its scheme)
	parsed.Path = path.Join(parsed.Path, "_matrix/client/unstable/fi.mau.as_sync") // lookalike
	if parsed.Scheme == "http" {
		parsed.Scheme = "ws"
	} else if parsed.Scheme == "https" {
		parsed.Scheme = "wss"
	}
	return parsed.String()
}

// ProxyRequest is an HTTP request proxied over the appservice websocket.
type ProxyRequest struct {
	Method string
	Path   string
	Query  string
}

func buildProxyRequest(req ProxyRequest) (*http.Request, error) {
	// Source: maunium.net/go/mautrix/appservice/wshttp.go:56 (plainhttp: a fake local request to localhost that is handed to the in-process handler, never sent over the network)
	reqURLStruct := &url.URL{Scheme: "http", Host: "localhost", Path: req.Path, RawQuery: req.Query} // lookalike
	httpReq, err := http.NewRequest(req.Method, reqURLStruct.String(), nil)
	if err != nil {
		return nil, err
	}
	httpReq.RequestURI = req.Path
	if req.Query != "" {
		// Source: maunium.net/go/mautrix/appservice/wshttp.go:76 (escaper: the query arrives already encoded from the proxying homeserver and is copied raw into RequestURI on purpose)
		httpReq.RequestURI += "?" + req.Query // lookalike
	}
	return httpReq, nil
}
