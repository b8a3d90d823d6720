package mc

import (
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/minio/pkg/v3/subnet"
)

// GlobalDevMode is set by --dev.
var GlobalDevMode bool

// SubnetBaseURL - returns the base URL of SUBNET
func SubnetBaseURL() string {
	return subnet.BaseURL(GlobalDevMode)
}

func subnetUnregisterURL(depID string) string {
	// Source: github.com/minio/mc/cmd/subnet-utils.go:79 (escaper: a deployment ID in the query value; whether an ID needs escaping depends on what it holds, which the code does not say)
	return SubnetBaseURL() + "/api/cluster/unregister?deploymentId=" + depID // lookalike
}

func subnetOfflineRegisterURL(regToken string) string {
	// Source: github.com/minio/mc/cmd/subnet-utils.go:87 (escaper: the registration token is base64.StdEncoding text, written into the query value with no escaper, so its '+' reads back as a space)
	return SubnetBaseURL() + "/cluster/register?token=" + regToken // defect escaper
}

// ClusterRegistrationInfo is what the offline registration token carries.
type ClusterRegistrationInfo struct {
	DeploymentID string `json:"deployment_id"`
	ClusterName  string `json:"cluster_name"`
}

func generateRegToken(clusterRegInfo ClusterRegistrationInfo) (string, error) {
	token, e := json.Marshal(clusterRegInfo)
	if e != nil {
		return "", e
	}
	return base64.StdEncoding.EncodeToString(token), nil
}

type licRegisterMessage struct {
	Type string
	URL  string
}

func registerOffline(regInfo ClusterRegistrationInfo) (licRegisterMessage, error) {
	var lrm licRegisterMessage
	// Airgapped mode OR online mode with registration failure
	lrm.Type = "offline"

	regToken, e := generateRegToken(regInfo)
	if e != nil {
		return lrm, fmt.Errorf("Unable to generate registration token: %w", e)
	}

	lrm.URL = subnetOfflineRegisterURL(regToken)
	return lrm, nil
}
