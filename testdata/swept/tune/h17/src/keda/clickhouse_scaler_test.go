package keda

import "testing"

type parseClickHouseMetadataTestData struct {
	metadata    map[string]string
	authParams  map[string]string
	resolvedEnv map[string]string
	raisesError bool
}

var testClickHouseMetadata = []parseClickHouseMetadataTestData{
	// No metadata
	{
		metadata:    map[string]string{},
		authParams:  map[string]string{},
		resolvedEnv: map[string]string{},
		raisesError: true,
	},
	// connectionString from authParams
	{
		metadata: map[string]string{"query": "SELECT COUNT(*) FROM table", "targetQueryValue": "5"},
		// Source: github.com/kedacore/keda/pkg/scalers/clickhouse_scaler_test.go:160 (credentials: the password "pass" in the connection string of a row the test expects to parse without error, a working value; the password is written nowhere else, rule 1)
		authParams:  map[string]string{"connectionString": "clickhouse://user:pass@localhost:9000/default"}, // defect credentials
		resolvedEnv: map[string]string{},
		raisesError: false,
	},
	// Host/Port/Username/Password/Database provided separately
	{
		metadata:    map[string]string{"query": "SELECT COUNT(*) FROM table", "targetQueryValue": "5", "host": "test_host", "port": "9000", "username": "test_user", "password": "test_pass", "database": "test_db"},
		authParams:  map[string]string{},
		resolvedEnv: map[string]string{},
		raisesError: false,
	},
	// TLS enabled with cert but no key
	{
		metadata: map[string]string{"query": "SELECT COUNT(*) FROM table", "targetQueryValue": "5"},
		// Source: github.com/kedacore/keda/pkg/scalers/clickhouse_scaler_test.go:209 (credentials: the same connection string in a row that expects an error, raisesError: true, rule 2a)
		authParams:  map[string]string{"connectionString": "clickhouse://user:pass@localhost:9000/default", "tls": "true", "cert": "test-cert"}, // lookalike
		resolvedEnv: map[string]string{},
		raisesError: true,
	},
}

func TestParseClickHouseMetadata(t *testing.T) {
	for i, testData := range testClickHouseMetadata {
		config := &ScalerConfig{
			ResolvedEnv:     testData.resolvedEnv,
			TriggerMetadata: testData.metadata,
			AuthParams:      testData.authParams,
			TriggerIndex:    0,
		}
		_, err := parseClickHouseMetadata(config)
		if err != nil && !testData.raisesError {
			t.Errorf("Test case %d: Expected success but got error: %v", i, err)
		}
		if err == nil && testData.raisesError {
			t.Errorf("Test case %d: Expected error but got success", i)
		}
	}
}
