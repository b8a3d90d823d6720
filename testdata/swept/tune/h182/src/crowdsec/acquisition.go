package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// DSNConfigurer is a datasource that can be configured from a command-line DSN.
type DSNConfigurer interface {
	GetName() string
	ConfigureByDSN(ctx context.Context, dsn string, labels map[string]string, uuid string) error
}

var (
	registry           = map[string]func() DSNConfigurer{}
	errUnknownProtocol = errors.New("unknown data source")
)

// RegisterTestFactory registers a datasource factory for tests.
func RegisterTestFactory(name string, f func() DSNConfigurer) func() {
	registry[name] = f
	return func() { delete(registry, name) }
}

// LoadAcquisitionFromDSN picks the datasource by the DSN's protocol and lets it parse the rest.
func LoadAcquisitionFromDSN(ctx context.Context, dsn string, labels map[string]string) (DSNConfigurer, error) {
	frags := strings.Split(dsn, ":")
	if len(frags) == 1 {
		return nil, fmt.Errorf("%s is not a valid dsn (no protocol)", dsn)
	}
	factory, ok := registry[frags[0]]
	if !ok {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/acquisition.go:121 (sink: the protocol name followed by :// inside an error message, prose by rule 4)
		return nil, fmt.Errorf("no acquisition for protocol %s:// - %w", frags[0], errUnknownProtocol) // lookalike
	}
	dataSrc := factory()
	if err := dataSrc.ConfigureByDSN(ctx, dsn, labels, "uuid"); err != nil {
		return nil, fmt.Errorf("datasource for %q: %w", dsn, err)
	}
	return dataSrc, nil
}

// requireErrorContains mirrors cstest.RequireErrorContains.
func requireErrorContains(err error, expected string) error {
	if expected == "" {
		if err != nil {
			return fmt.Errorf("unexpected error: %w", err)
		}
		return nil
	}
	if err == nil || !strings.Contains(err.Error(), expected) {
		return fmt.Errorf("expected error containing %q, got %v", expected, err)
	}
	return nil
}
