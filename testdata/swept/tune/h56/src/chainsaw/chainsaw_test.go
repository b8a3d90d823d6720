package chainsaw

import (
	"bytes"
	"strings"
	"testing"

	"k8s.io/client-go/rest"
)

func TestSave(t *testing.T) {
	tests := []struct {
		name    string
		cfg     *rest.Config
		wantW   string
		wantErr bool
	}{{
		name: "empty",
		cfg: &rest.Config{
			// Source: github.com/kyverno/chainsaw/pkg/utils/rest/config_test.go:161 (port: a high but valid port on the loopback address of a config the test saves.)
			Host:  "https://127.0.0.1:53742", // lookalike
			QPS:   300,
			Burst: 300,
		},
		// Source: github.com/kyverno/chainsaw/pkg/utils/rest/config_test.go:165 (syntax: expected kubeconfig YAML text that holds a server URL among other lines, not a URI itself.)
		wantW: "clusters:\n- cluster:\n    server: https://127.0.0.1:53742\n  name: chainsaw\n", // lookalike
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &bytes.Buffer{}
			err := Save(tt.cfg, w)
			if (err != nil) != tt.wantErr {
				t.Fatal(err)
			}
			if strings.TrimSpace(tt.wantW) != strings.TrimSpace(w.String()) {
				t.Errorf("got %q", w.String())
			}
		})
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		name    string
		cfg     *rest.Config
		wantErr bool
	}{{
		name:    "nil config",
		cfg:     nil,
		wantErr: true,
	}, {
		name: "valid config",
		cfg: &rest.Config{
			// Source: github.com/kyverno/chainsaw/pkg/client/simple/client_test.go:22 (plainhttp: plain http to localhost in a client config is no public Internet host.)
			Host:    "http://localhost", // lookalike
			APIPath: "/api",
		},
		wantErr: false,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.cfg)
			if (err != nil) != tt.wantErr {
				t.Fatal(err)
			}
		})
	}
}
