// Package questdb holds cases swept from github.com/questdb/go-questdb-client.
package questdb

import (
	"context"
	"fmt"
	"net/http"
)

type lineSenderConfig struct {
	address string
	tls     bool
}

type httpLineSender struct {
	address string
	uri     string
}

func newHttpLineSender(ctx context.Context, conf *lineSenderConfig) (*httpLineSender, error) {
	s := &httpLineSender{address: conf.address}
	if err := s.detectProtocolVersion(ctx, conf); err != nil {
		return nil, err
	}
	s.uri = "http"
	if conf.tls {
		s.uri += "s"
	}
	// Source: github.com/questdb/go-questdb-client/http_sender.go:180 (hostjoin: the address the user configured as host:port, put whole after "://")
	s.uri += fmt.Sprintf("://%s/write", s.address) // lookalike
	return s, nil
}

func (s *httpLineSender) detectProtocolVersion(ctx context.Context, conf *lineSenderConfig) error {
	scheme := "http"
	if conf.tls {
		scheme = "https"
	}
	// Source: github.com/questdb/go-questdb-client/http_sender.go:475 (hostjoin: the configured host:port address after the scheme, nothing joined here)
	settingsUri := fmt.Sprintf("%s://%s/settings", scheme, s.address) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, settingsUri, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
