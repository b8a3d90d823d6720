package keda

import "testing"

var testCosmosDBResolvedEnv = map[string]string{
	// Source: github.com/kedacore/keda/pkg/scalers/azure_cosmosdb_scaler_test.go:27 (port: an Azure connection string of key=value settings, "AccountEndpoint=…;AccountKey=…", not a URI; the settings are left alone)
	"COSMOS_CONNECTION": "AccountEndpoint=https://test.documents.azure.com:443/;AccountKey=dGVzdGtleQ==", // lookalike
}

type parseCosmosDBMetadataTestData struct {
	name        string
	metadata    map[string]string
	isError     bool
	resolvedEnv map[string]string
	authParams  map[string]string
}

var testCosmosDBMetadata = []parseCosmosDBMetadataTestData{
	{
		name: "endpoint with key",
		metadata: map[string]string{
			// Source: github.com/kedacore/keda/pkg/scalers/azure_cosmosdb_scaler_test.go:186 (port: https's default port 443 written out in the endpoint of a row the test expects to parse without error, a working value, rule 1)
			"endpoint":         "https://test.documents.azure.com:443/", // defect port form
			"databaseId":       "testdb",
			"containerId":      "testcontainer",
			"leaseDatabaseId":  "testdb",
			"leaseContainerId": "leases",
			"processorName":    "testprocessor",
		},
		isError:     false,
		resolvedEnv: map[string]string{},
		authParams: map[string]string{
			"cosmosDBKey": "dGVzdGtleQ==",
		},
	},
}

func TestParseCosmosDBMetadata(t *testing.T) {
	for _, tc := range testCosmosDBMetadata {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseCosmosDBMetadata(&ScalerConfig{TriggerMetadata: tc.metadata, ResolvedEnv: tc.resolvedEnv, AuthParams: tc.authParams})
			if tc.isError != (err != nil) {
				t.Fatalf("got %v", err)
			}
		})
	}
}

func TestCosmosDBAccountShortName(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		expected string
	}{
		// Source: github.com/kedacore/keda/pkg/scalers/azure_cosmosdb_scaler_test.go:2136 (port: the table writes the endpoint with the default port and without it, equivalent forms, rule 2d)
		{"standard public cloud endpoint", "https://myaccount.documents.azure.com:443/", "myaccount"}, // lookalike
		{"endpoint without port", "https://myaccount.documents.azure.com/", "myaccount"},
		{"bare hostname, no scheme", "myaccount.documents.azure.com", "myaccount"},
		{"empty endpoint", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := cosmosDBAccountShortName(tc.endpoint); got != tc.expected {
				t.Errorf("got %q", got)
			}
		})
	}
}
