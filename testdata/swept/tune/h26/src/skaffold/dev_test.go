package skaffold

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"

	proto "github.com/GoogleContainerTools/skaffold/v2/proto/v1"
)

func getLocalPortFromPortForwardEvent(t *testing.T, entries chan *proto.LogEntry, resourceName, resourceType, namespace string) (string, int) {
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case <-timeout:
			t.Fatalf("timed out waiting for port forwarding event")
		case e := <-entries:
			if pe := e.Event.GetPortEvent(); pe != nil {
				t.Logf("port event received: %v", e)
				if pe.ResourceName == resourceName &&
					pe.ResourceType == resourceType &&
					pe.Namespace == namespace {
					address := pe.Address
					port := pe.LocalPort
					t.Logf("Detected %s/%s is forwarded to address %s port %d", resourceType, resourceName, address, port)
					return address, int(port)
				}
			}
		}
	}
}

//nolint:unparam
func waitForPortForwardEvent(t *testing.T, entries chan *proto.LogEntry, resourceName, resourceType, namespace, expected string) {
	address, port := getLocalPortFromPortForwardEvent(t, entries, resourceName, resourceType, namespace)
	assertResponseFromPort(t, address, port, expected)
}

// assertResponseFromPort waits for two minutes for the expected response at port.
func assertResponseFromPort(t *testing.T, address string, port int, expected string) {
	// Source: github.com/GoogleContainerTools/skaffold/integration/dev_test.go:491 (hostjoin: the address comes from skaffold's port-forward event, an address field of another package that the test helper reads from the event stream, rule 3; an IPv6 address needs brackets)
	url := fmt.Sprintf("http://%s:%d", address, port) // defect hostjoin
	t.Logf("Waiting on %s to return: %s", url, expected)
	ctx, cancelTimeout := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancelTimeout()

	for {
		select {
		case <-ctx.Done():
			t.Fatalf("Timed out waiting for response from port %d", port)
		case <-time.After(1 * time.Second):
			client := http.Client{Timeout: 1 * time.Second}
			resp, err := client.Get(url)
			if err != nil {
				t.Logf("[retriable error]: %v", err)
				continue
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Logf("[retriable error] reading response: %v", err)
				continue
			}
			if string(body) == expected {
				return
			}
		}
	}
}

func readEventStream(stream proto.SkaffoldService_EventsClient, entries chan *proto.LogEntry) {
	for {
		entry, err := stream.Recv()
		if err != nil {
			return
		}
		entries <- entry
	}
}

func devPortForward(t *testing.T, stream proto.SkaffoldService_EventsClient) {
	entries := make(chan *proto.LogEntry)
	go readEventStream(stream, entries)
	waitForPortForwardEvent(t, entries, "leeroy-app", "service", "default", "leeroooooy app!!\n")
}
