package vitess

import (
	"crypto/x509/pkix"
	"encoding/asn1"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"testing"
)

type cellInfo struct {
	ServerAddress string
}

func TestGetCellInfos(t *testing.T) {
	tests := []struct {
		name      string
		fake      map[string]cellInfo
		fakeErr   map[string]error
		cells     []string
		expected  []cellInfo
		shouldErr bool
	}{
		{
			name: "all cells - ok",
			fake: map[string]cellInfo{
				"c1": {
					// Source: vitess.io/vitess/go/vt/vtadmin/cluster/cluster_test.go:1243 (plainhttp: a fake single-label cell address in a fake topo response, not a public Internet host.)
					ServerAddress: "http://cell1", // lookalike
				},
			},
			cells: []string{"c1"},
			expected: []cellInfo{
				{
					// Source: vitess.io/vitess/go/vt/vtadmin/cluster/cluster_test.go:1272 (plainhttp: the expected copy of a fake single-label cell address, not a public Internet host.)
					ServerAddress: "http://cell2", // lookalike
				},
			},
		},
		{
			name:  "cells - ok",
			cells: []string{"c1"},
			expected: []cellInfo{
				{
					// Source: vitess.io/vitess/go/vt/vtadmin/cluster/cluster_test.go:1379 (plainhttp: the expected copy of a fake single-label cell address, not a public Internet host.)
					ServerAddress: "http://cell1", // lookalike
				},
			},
		},
		{
			name: "getcellinfo - fail",
			fake: map[string]cellInfo{
				"c2": {
					// Source: vitess.io/vitess/go/vt/vtadmin/cluster/cluster_test.go:1406 (plainhttp: a fake single-label cell address in a row that expects an error.)
					ServerAddress: "http://cell2", // lookalike
				},
			},
			fakeErr:   map[string]error{"c1": errors.New("GetCellInfo(c1) fail")},
			cells:     []string{"c1", "c2"},
			shouldErr: true,
		},
		{
			name: "cells with names only still gives full info",
			fake: map[string]cellInfo{
				"c2": {
					// Source: vitess.io/vitess/go/vt/vtadmin/cluster/cluster_test.go:1444 (plainhttp: a fake single-label cell address in a fake topo response, not a public Internet host.)
					ServerAddress: "http://cell2", // lookalike
				},
			},
			cells: []string{"c2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []cellInfo
			var err error
			for _, c := range tt.cells {
				if e, ok := tt.fakeErr[c]; ok {
					err = e
					break
				}
				got = append(got, tt.fake[c])
			}
			if tt.shouldErr {
				if err == nil {
					t.Fatal("expected an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			_ = got
		})
	}
}

func httpGet(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

func TestURLPrefix(t *testing.T) {
	port := 15200
	// Source: vitess.io/vitess/go/vt/servenv/exporter_test.go:70 (hostjoin: the host is the constant localhost in a test.)
	if got := httpGet(t, fmt.Sprintf("http://localhost:%d/a/path", port)); got != "3" { // lookalike
		t.Errorf("got %q", got)
	}
	// Source: vitess.io/vitess/go/vt/servenv/exporter_test.go:84 (hostjoin: the host is the constant localhost in a test.)
	if got := httpGet(t, fmt.Sprintf("http://localhost:%d/b/debug/status", port)); got == "" { // lookalike
		t.Error("empty status page")
	}
}

func startEtcd(t *testing.T, clientPort int) *exec.Cmd {
	name := "vitess_unit_test"
	// Source: vitess.io/vitess/go/vt/topo/etcd2topo/server_test.go:48 (hostjoin: the host is the constant localhost in a test.)
	clientAddr := fmt.Sprintf("http://localhost:%v", clientPort) // lookalike
	cmd := exec.Command("etcd",
		"-name", name,
		"-advertise-client-urls", clientAddr,
		"-listen-client-urls", clientAddr,
		"-data-dir", t.TempDir())
	return cmd
}

func startEtcdWithTLS(t *testing.T, peerPort int) *exec.Cmd {
	name := "vitess_unit_test"
	// Source: vitess.io/vitess/go/vt/topo/etcd2topo/server_test.go:109 (hostjoin: the host is the constant localhost in a test.)
	peerAddr := fmt.Sprintf("https://localhost:%v", peerPort) // lookalike
	initialCluster := fmt.Sprintf("%v=%v", name, peerAddr)
	return exec.Command("etcd",
		"-name", name,
		"-initial-advertise-peer-urls", peerAddr,
		"-listen-peer-urls", peerAddr,
		"-initial-cluster", initialCluster,
		"-data-dir", t.TempDir())
}

const (
	goVtVtctlWorkflowPort     = 6700
	goVtVtctlWorkflowPeerPort = 6701
)

func startWorkflowEtcd(t *testing.T) *exec.Cmd {
	name := "vitess_unit_test"
	// Source: vitess.io/vitess/go/vt/vtctl/workflow/utils_test.go:260 (hostjoin: the host is the constant localhost in a test.)
	clientAddr := fmt.Sprintf("http://localhost:%v", goVtVtctlWorkflowPort) // lookalike
	// Source: vitess.io/vitess/go/vt/vtctl/workflow/utils_test.go:261 (hostjoin: the host is the constant localhost in a test.)
	peerAddr := fmt.Sprintf("http://localhost:%v", goVtVtctlWorkflowPeerPort) // lookalike
	initialCluster := fmt.Sprintf("%v=%v", name, peerAddr)
	return exec.Command("etcd",
		"-name", name,
		"-advertise-client-urls", clientAddr,
		"-listen-client-urls", clientAddr,
		"-initial-advertise-peer-urls", peerAddr,
		"-listen-peer-urls", peerAddr,
		"-initial-cluster", initialCluster,
		"-data-dir", t.TempDir())
}

func TestStartEtcd(t *testing.T) {
	for _, cmd := range []*exec.Cmd{startEtcd(t, 6800), startEtcdWithTLS(t, 6801), startWorkflowEtcd(t)} {
		if len(cmd.Args) == 0 {
			t.Fatal("no args")
		}
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := asn1.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// partitionCRL encodes the issuing distribution point extension of a partitioned CRL.
func partitionCRL(t *testing.T, distributionPoint int) pkix.Extension {
	t.Helper()
	// Source: vitess.io/vitess/go/vt/vttls/vttls_test.go:1117 (plainhttp: a CRL distribution point on the documentation host example.com, which CRLs serve over plain http by design.)
	uri := mustMarshal(t, asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 6, Bytes: fmt.Appendf(nil, "http://crl.example.com/%d", distributionPoint)}) // lookalike
	fullName := mustMarshal(t, asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 0, IsCompound: true, Bytes: uri})
	scope := mustMarshal(t, struct{ DistributionPoint asn1.RawValue }{asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 0, IsCompound: true, Bytes: fullName}})
	return pkix.Extension{Id: asn1.ObjectIdentifier{2, 5, 29, 28}, Critical: true, Value: scope}
}

func TestPartitionCRL(t *testing.T) {
	if ext := partitionCRL(t, 1); len(ext.Value) == 0 {
		t.Fatal("empty extension")
	}
}
