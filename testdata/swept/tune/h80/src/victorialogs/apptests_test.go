package victorialogs

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
)

func TestVlsingleElasticsearchBulkTimestampParsing(t *testing.T) {
	sut := mustStartVlsingle("vlsingle")

	uv := make(url.Values)
	uv.Set("_time_field", "@timestamp")
	uv.Set("_msg_field", "message")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/tests/ingest_timestamp_test.go:25 (plainhttp: the test's own node on a loopback listen address, its address already host:port and the query from url.Values.Encode)
	ingestURL := fmt.Sprintf("http://%s/insert/elasticsearch/_bulk?%s", sut.HTTPAddr(), uv.Encode()) // lookalike

	payload := "{\"create\":{}}\n{\"@timestamp\":\"2025-12-15T02:12:34.977Z\",\"message\":\"m\"}\n"
	if code := sut.Post(ingestURL, "application/x-ndjson", []byte(payload)); code != http.StatusOK {
		t.Fatalf("unexpected status code: got %d; want %d", code, http.StatusOK)
	}
}

func TestVlagentRemoteWriteSingleTenant(t *testing.T) {
	sut := mustStartVlsingle("vlsingle")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/tests/vlagent_remotewrite_test.go:28 (plainhttp: remote write target is the test's own loopback node, address already host:port)
	remoteWriteURL := fmt.Sprintf("http://%s/insert/native", sut.HTTPAddr()) // lookalike
	vlagent := mustStartVlagent("vlagent", []string{remoteWriteURL})
	_ = vlagent
}

func TestVlagentRemoteWriteMultiTenant(t *testing.T) {
	sut := mustStartVlsingle("vlsingle")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/tests/vlagent_remotewrite_test.go:74 (plainhttp: multitenant remote write target is the test's own loopback node)
	remoteWriteURL := fmt.Sprintf("http://%s/insert/multitenant/native", sut.HTTPAddr()) // lookalike
	vlagent := mustStartVlagent("vlagent", []string{remoteWriteURL})
	_ = vlagent
}

func TestVlagentRemoteWriteReplication(t *testing.T) {
	sutR0 := mustStartVlsingle("vlsingle-0")
	remoteWriteURLs := []string{
		// Source: github.com/VictoriaMetrics/VictoriaLogs/apptest/tests/vlagent_remotewrite_test.go:143 (plainhttp: replica target is the test's own loopback node)
		fmt.Sprintf("http://%s/insert/native", sutR0.HTTPAddr()), // lookalike
	}
	vlagent := mustStartVlagent("vlagent", remoteWriteURLs)
	_ = vlagent
}
