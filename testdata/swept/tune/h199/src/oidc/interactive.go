// Package oidc rewrites the interactive redirect listener of sigstore's oauth/oidc package.
package oidc

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"time"
)

func startRedirectListener(state, htmlPage, redirectURL string, codeCh chan string, errCh chan error) (*http.Server, *url.URL, error) {
	var listener net.Listener
	var urlListener *url.URL
	var err error

	if redirectURL == "" {
		listener, err = net.Listen("tcp", "localhost:0") // ":0" == OS picks
		if err != nil {
			return nil, nil, err
		}

		addr, ok := listener.Addr().(*net.TCPAddr)
		if !ok {
			return nil, nil, fmt.Errorf("listener addr is not TCPAddr")
		}

		urlListener = &url.URL{
			Scheme: "http",
			// Source: github.com/sigstore/sigstore/pkg/oauth/oidc/interactive.go:68 (hostjoin: hostjoin check definition, the host is the constant localhost, never an IPv6 literal, so joining it with the listener port by Sprintf yields a valid authority)
			Host: fmt.Sprintf("localhost:%d", addr.Port), // lookalike
			Path: "/auth/callback",
		}
	} else {
		urlListener, err = url.Parse(redirectURL)
		if err != nil {
			return nil, nil, err
		}
		listener, err = net.Listen("tcp", urlListener.Host)
		if err != nil {
			return nil, nil, err
		}
	}

	m := http.NewServeMux()
	s := &http.Server{
		Addr:              urlListener.Host,
		Handler:           m,
		ReadHeaderTimeout: 2 * time.Second,
	}

	m.HandleFunc(urlListener.Path, func(w http.ResponseWriter, r *http.Request) {
		if r.FormValue("state") != state {
			errCh <- fmt.Errorf("invalid state token")
			return
		}
		codeCh <- r.FormValue("code")
		fmt.Fprint(w, htmlPage)
	})

	go func() {
		if err := s.Serve(listener); err != nil && err != http.ErrServerClosed {
			errCh <- err
		}
	}()

	return s, urlListener, nil
}
