package tempo

import (
	"fmt"
	"testing"

	"github.com/grafana/e2e"
	e2edb "github.com/grafana/e2e/db"
)

func TestKVStores(t *testing.T) {
	testKVStores := []struct {
		name         string
		setupKVStore func(s *e2e.Scenario, templateData map[string]any) error
	}{
		{
			name: "etcd",
			setupKVStore: func(s *e2e.Scenario, templateData map[string]any) error {
				etcd := e2edb.NewETCD()
				if err := s.StartAndWaitReady(etcd); err != nil {
					return err
				}
				// Source: github.com/grafana/tempo/integration/operations/kvstores_test.go:39 (hostjoin: the host is the container name the test's own scenario gives the etcd service, a name on the docker network, and the text is a YAML fragment that starts with no scheme)
				templateData["KVStoreConfig"] = fmt.Sprintf("\n      store: etcd\n      etcd:\n        endpoints:\n          - http://%s:%d", etcd.Name(), etcd.HTTPPort()) // lookalike
				return nil
			},
		},
	}

	for _, tc := range testKVStores {
		t.Run(tc.name, func(t *testing.T) {
			data := map[string]any{}
			if err := tc.setupKVStore(&e2e.Scenario{}, data); err != nil {
				t.Fatal(err)
			}
		})
	}
}
