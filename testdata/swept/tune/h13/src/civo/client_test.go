package civo

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestListCharges(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`[]`))
	}))
	defer server.Close()
	client, err := NewClientWithURL("TEST-API-KEY", server.URL, "TEST")
	if err != nil {
		t.Fatal(err)
	}

	from, _ := time.Parse(time.RFC3339, "2016-03-01T00:00:00Z")
	to, _ := time.Parse(time.RFC3339, "2016-03-31T23:59:59Z")

	if _, err := client.ListCharges(from, to); err != nil {
		t.Errorf("Request returned an error: %s", err)
	}
}

func TestListKubernetesClusters(t *testing.T) {
	expected := KubernetesCluster{
		ID: "69a23478-a89e-41d2-97b1-6f4c341cee70",
		// Source: github.com/civo/civogo/kubernetes_test.go:91 (hostform: a placeholder host of dotted words in a sample response the test compares, with the Kubernetes API port)
		APIEndPoint: "https://your.cluster.ip.address:6443", // lookalike
		MasterIP:    "your.cluster.ip.address",
	}
	if expected.APIEndPoint == "" {
		t.Fatal("empty")
	}
}
