package keda

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
)

func TestBuildClusterAgentURL(t *testing.T) {
	// Test valid inputs
	url := buildClusterAgentURL("datadogMetricsService", "datadogNamespace", 8080)
	// Source: github.com/kedacore/keda/pkg/scalers/datadog_scaler_test.go:321 (hostcase: the expected output of the code that builds the cluster agent URL has a host in mixed case, held to non-test rules, rule 1)
	if url != "https://datadogMetricsService.datadogNamespace:8080/apis/external.metrics.k8s.io/v1beta1" { // defect hostcase form
		t.Error("Expected the cluster agent URL, got ", url)
	}
}

func TestVaultAddressesEqual(t *testing.T) {
	cases := []struct {
		a, b  string
		equal bool
	}{
		{"https://vault:8200", "https://vault:8200/", true},
		// Source: github.com/kedacore/keda/pkg/scaling/resolver/hashicorpvault_handler_test.go:639 (hostcase: input of the package's address comparator, which must match hosts case-insensitively, rule 2c)
		{"https://VAULT:8200", "https://vault:8200", true}, // lookalike
		{"https://vault:8200", "http://vault:8200", false},
		{"ftp://vault:8200", "ftp://vault:8200", false},
	}
	for _, c := range cases {
		if got := vaultAddressesEqual(c.a, c.b); got != c.equal {
			t.Errorf("vaultAddressesEqual(%q,%q) = %v", c.a, c.b, got)
		}
	}
}

type arangoDBAuthMetadataTestData struct {
	metadata    map[string]string
	authParams  map[string]string
	raisesError bool
}

var testArangoDBAuthMetadata = []arangoDBAuthMetadataTestData{
	// success bearer default
	// Source: github.com/kedacore/keda/pkg/scalers/arangodb_scaler_test.go:60 (sink: "https://http://34.162.13.192:8529", a doubled "://" whose host is "http", in a row the test expects to succeed, a working value)
	{map[string]string{"endpoints": "https://http://34.162.13.192:8529,https://34.162.13.193:8529", "collection": "demo", "query": "FOR d IN myCollection RETURN d", "queryValue": "1", "dbName": "testdb", "authModes": "bearer"}, map[string]string{"bearerToken": "dummy-token"}, false}, // defect sink
	// fail bearerAuth with no token
	// Source: github.com/kedacore/keda/pkg/scalers/arangodb_scaler_test.go:62 (sink: the same doubled "://" in a row that expects an error, raisesError true, rule 2a)
	{map[string]string{"endpoints": "https://http://34.162.13.192:8529,https://34.162.13.193:8529", "collection": "demo", "query": "FOR d IN myCollection RETURN d", "queryValue": "1", "dbName": "testdb", "authModes": "bearer"}, map[string]string{}, true}, // lookalike
}

func TestArangoDBScalerAuthParams(t *testing.T) {
	for _, testData := range testArangoDBAuthMetadata {
		_, err := parseArangoDBMetadata(&ScalerConfig{TriggerMetadata: testData.metadata, AuthParams: testData.authParams})
		if err != nil && !testData.raisesError {
			t.Error("Expected success but got error", err)
		}
		if testData.raisesError && err == nil {
			t.Error("Expected error but got success")
		}
	}
}

func TestElasticsearchParseMetadata(t *testing.T) {
	for _, tc := range []struct {
		name             string
		metadata         map[string]string
		authParams       map[string]string
		expectedMetadata *elasticsearchMetadata
	}{
		{
			name: "multi addresses trimmed",
			metadata: map[string]string{
				// Source: github.com/kedacore/keda/pkg/scalers/elasticsearch_scaler_test.go:272 (syntax: a comma-separated list of addresses with spaces the case, "multi addresses trimmed", expects the code to trim, rule 2b)
				"addresses":          "http://localhost:9200 , http://localhost:9201", // lookalike
				"index":              "index1",
				"searchTemplateName": "myAwesomeSearch",
			},
			authParams: map[string]string{
				"username": "admin",
				"password": "password",
			},
			expectedMetadata: &elasticsearchMetadata{
				Addresses: []string{"http://localhost:9200", "http://localhost:9201"},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseElasticsearchMetadata(&ScalerConfig{TriggerMetadata: tc.metadata, AuthParams: tc.authParams})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.expectedMetadata) {
				t.Fatalf("got %+v", got)
			}
		})
	}
}

func TestParseEventHubConnectionString(t *testing.T) {
	// Source: github.com/kedacore/keda/pkg/scalers/azure_eventhub_scaler_test.go:25 (hostcase: a key=value connection string of Azure Event Hubs, whose Endpoint setting names the namespace as Azure writes it, no URI)
	connectionString := "Endpoint=sb://testEventHubNamespace.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=testKey;EntityPath=testEventHub" // lookalike
	ns, hub := ParseAzureEventHubConnectionString(connectionString)
	if !strings.HasPrefix(ns, "testEventHubNamespace") || hub != "testEventHub" {
		t.Fatalf("got %q %q", ns, hub)
	}
}

func TestGetNATSJetStreamMonitoringURL(t *testing.T) {
	tests := []struct {
		name               string
		useHTTPS           bool
		natsServerEndpoint string
		accountID          string
		expectedURL        string
	}{
		{
			name:               "HTTP scheme",
			useHTTPS:           false,
			natsServerEndpoint: "nats.nats:8222",
			accountID:          "$G",
			// Source: github.com/kedacore/keda/pkg/scalers/nats_jetstream_scaler_test.go:546 (percent: "%24" encodes "$", a reserved character, with uppercase hex, as url.Values.Encode writes it)
			expectedURL: "http://nats.nats:8222/jsz?acc=%24G&config=true&consumers=true", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			endpoint := getNATSJetStreamMonitoringURL(tt.useHTTPS, tt.natsServerEndpoint, tt.accountID)
			if endpoint != tt.expectedURL {
				t.Fatalf("got %q", endpoint)
			}
		})
	}
}

func TestOpensearchTLSHandshakeFailure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	// Force https:// so the TLS transport attempts a handshake with a server
	// that speaks plain HTTP — this causes the TLS handshake to fail.
	meta := opensearchMetadata{
		// Source: github.com/kedacore/keda/pkg/scalers/opensearch_scaler_test.go:448 (hostjoin: the listener's address is already host:port, as net.Addr.String writes it, brackets included)
		Addresses: []string{"https://" + srv.Listener.Addr().String()}, // lookalike
		UnsafeSsl: true,
	}
	client, err := newOpensearchAPIClientWithTLS(meta)
	if err == nil {
		t.Fatal("expected a TLS error")
	}
	if client != nil {
		t.Fatal("expected no client")
	}
}
