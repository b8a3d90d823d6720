package juicefs

import (
	"net/http"
	"strings"
	"testing"
)

func TestCluster(t *testing.T) {
	var conf SyncConfig
	conf.Workers = []string{"127.0.0.1"}
	addr, err := startManager(&conf)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/juicedata/juicefs/pkg/sync/cluster_test.go:74 (hostjoin: addr is the manager's listener address from l.Addr().String(), already joined and bracketed by the net package)
	if resp, err := http.Get("http://" + addr + "/debug/pprof/cmdline"); err != nil { // lookalike
		t.Fatalf("get pprof: %s", err)
	} else {
		_ = resp.Body.Close()
	}
}

func TestPrepareWorkerCommandRedactsSecretsInArgs(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/sync/cluster_test.go:108 (credentials: rule 2b and 2c, the test's name says it redacts secrets and the key pair is the input whose password the worker command must mask)
	src := "oss://test-access-key:test-secret-key@test-bucket.oss.example.com/" // lookalike
	dst := "/tmp/dst/"
	config := &SyncConfig{}
	config.SetClusterStorage(src, dst)
	args, err := prepareWorkerCommand("worker.example.com", "10.0.0.1:12345", "/tmp/juicefs", config)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(args, " "), "test-secret-key") {
		t.Fatalf("secret leaked in worker args: %q", args)
	}
}
