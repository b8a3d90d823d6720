package openbao

import (
	"fmt"
	"net/http"
	"testing"
)

type serviceSpec struct {
	ClusterIP string
}

type service struct {
	Spec serviceSpec
}

func verifyAutopilot(client *http.Client, addr, role string) error {
	resp, err := client.Get(addr + "/v1/sys/storage/raft/autopilot/configuration")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/dc-tec/openbao-operator/test/e2e/Cluster_Lifecycle_test.go:425 (e2e test reaches the cluster API at the Service's ClusterIP joined with ":8200")
func TestAutopilotViaClusterIP(t *testing.T) {
	svc := service{Spec: serviceSpec{ClusterIP: "10.96.14.7"}}
	addr := fmt.Sprintf("https://%s:8200", svc.Spec.ClusterIP) // defect hostjoin
	if err := verifyAutopilot(http.DefaultClient, addr, "test-verifier"); err != nil {
		t.Skip(err)
	}
}

// Source: github.com/dc-tec/openbao-operator/test/e2e/Cluster_Profile_Hardened_test.go:632 (same ClusterIP join in the hardened-profile test)
func TestHardenedAutopilot(t *testing.T) {
	svc := service{Spec: serviceSpec{ClusterIP: "10.96.200.3"}}
	if err := verifyAutopilot(http.DefaultClient, fmt.Sprintf("https://%s:8200", svc.Spec.ClusterIP), "hardened"); err != nil { // defect hostjoin
		t.Skip(err)
	}
}
