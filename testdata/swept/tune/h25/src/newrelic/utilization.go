// Package newrelic holds the cases of github.com/newrelic/go-agent/v3.
package newrelic

import (
	"fmt"
	"net/http"
)

const (
	awsHostname          = "169.254.169.254"
	awsEndpointPath      = "/2016-09-02/dynamic/instance-identity/document"
	awsTokenEndpointPath = "/latest/api/token"
	// Source: github.com/newrelic/go-agent/v3/internal/utilization/aws.go:18 (plainhttp: the EC2 instance metadata service at the link-local 169.254.169.254, which speaks only plain HTTP)
	awsEndpoint      = "http://" + awsHostname + awsEndpointPath // lookalike
	awsTokenEndpoint = "http://" + awsHostname + awsTokenEndpointPath
	awsTokenTTL      = "60" // seconds this AWS utilization session will last
)

const (
	gcpHostname     = "metadata.google.internal"
	gcpEndpointPath = "/computeMetadata/v1/instance/?recursive=true"
	// Source: github.com/newrelic/go-agent/v3/internal/utilization/gcp.go:17 (plainhttp: the GCE metadata server under ".internal", a private name that speaks plain HTTP)
	gcpEndpoint = "http://" + gcpHostname + gcpEndpointPath // lookalike
)

func getAWSToken(client *http.Client) (string, error) {
	request, err := http.NewRequest("PUT", awsTokenEndpoint, nil)
	if err != nil {
		return "", err
	}
	request.Header.Add("X-aws-ec2-metadata-token-ttl-seconds", awsTokenTTL)
	response, err := client.Do(request)
	if err != nil {
		return "", err
	}
	defer response.Body.Close()
	return response.Header.Get("X-Aws-Ec2-Metadata-Token"), nil
}

func getAWS(client *http.Client) (*http.Response, error) {
	awsToken, err := getAWSToken(client)
	if err != nil {
		return nil, err
	}
	request, err := http.NewRequest("GET", awsEndpoint, nil)
	if err != nil {
		return nil, err
	}
	request.Header.Add("X-aws-ec2-metadata-token", awsToken)
	return client.Do(request)
}

func getGCP(client *http.Client) (*http.Response, error) {
	req, err := http.NewRequest("GET", gcpEndpoint, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Add("Metadata-Flavor", "Google")
	response, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("unexpected GCP error: %v", err)
	}
	return response, nil
}
