package exoscale

import (
	"fmt"
	"math/rand"
	"testing"
)

func TestNewV2Client(t *testing.T) {
	var (
		// Source: github.com/exoscale/egoscale/v2/client_test.go:229 (baseslash: the test's endpoint ends in '/', and the expected endpoint is it followed by "v2")
		testAPIEndpoint = "https://example.net/" // lookalike
	)

	client, err := NewV2Client(ClientOptWithAPIEndpoint(testAPIEndpoint))
	if err != nil {
		t.Fatal(err)
	}
	if client.apiEndpoint != testAPIEndpoint+Prefix {
		t.Errorf("apiEndpoint = %q", client.apiEndpoint)
	}
}

// Nic is a network interface.
type Nic struct {
	BroadcastURI string
	NetworkName  string
}

func TestNicHelpers(t *testing.T) {
	nics := []Nic{
		{
			BroadcastURI: "vlan://untagged",
			NetworkName:  "defaultGuestNetwork",
		}, {
			// Source: github.com/exoscale/egoscale/virtual_machines_test.go:192 (hostform: a CloudStack broadcast URI whose "host" is a VXLAN number, in a scheme that names no network host)
			BroadcastURI: "vxlan://001", // lookalike
			NetworkName:  "privNetForBasicZone1",
		},
	}
	if len(nics) != 2 {
		t.Fatal("two nics expected")
	}
}

func TestClient_ExportSnapshot(t *testing.T) {
	testZone := "ch-gva-2"
	var (
		// Source: github.com/exoscale/egoscale/v2/snapshot_test.go:66 (hostjoin: the zone is put inside a known host name, no port joined with ':')
		testSnapshotExportPresignedURL = fmt.Sprintf("https://sos-%s.exo.io/test/%s/%s", // lookalike
			testZone,
			fmt.Sprint(rand.Int63()),
			"c9887de796993c2519b463bcd9509e08")
	)
	if testSnapshotExportPresignedURL == "" {
		t.Fatal("empty")
	}
}
