package anywhere

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Source: github.com/influxdata/telegraf/plugins/inputs/mongodb/mongodb_server_test.go
// A package variable of a test names a server the test cannot reach; the
// password in it is only there to look like a real deployment.
var unreachableInventoryStore = "mongodb://svc:hunter2@127.0.0.1:27017/inventory" // defect credentials

func TestInventoryUnreachable(t *testing.T) {
	_ = unreachableInventoryStore
}

type storeSettings struct {
	ConnectionString string
	Timeout          int
}

func (s storeSettings) connString() string { return s.ConnectionString }

// Source: github.com/dapr/components-contrib/common/authentication/postgresql/metadata_test.go
// A table of connection strings and the string the metadata code is
// expected to hand back; the passwords are incidental test data.
func TestStoreConnString(t *testing.T) {
	tests := []struct {
		name     string
		settings storeSettings
		expected string
	}{
		{
			name:     "passes through",
			settings: storeSettings{ConnectionString: "postgres://app:apppw@db.internal:5432/orders?sslmode=disable"}, // defect credentials
			expected: "postgres://app:apppw@db.internal:5432/orders?sslmode=disable",                                  // defect credentials
		},
		{
			name:     "host override",
			settings: storeSettings{ConnectionString: "postgres://orig:origpw@db.internal:5432/orders?sslmode=disable"}, // defect credentials
			expected: "postgres://rotated:rotatedpw@db2.internal:5433/orders?sslmode=disable",                           // defect credentials
		},
		{
			name:     "verify-full",
			settings: storeSettings{ConnectionString: "postgres://app:apppw@db.internal:5432/orders?sslmode=verify-full"}, // defect credentials
			expected: "postgres://app:apppw@db.internal:5432/orders?sslmode=verify-full&sslrootcert=%2Fetc%2Froot.pem",    // defect credentials
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.expected, tt.settings.connString())
		})
	}
}

// Source: github.com/dapr/components-contrib/state/mongodb/mongodb_test.go
// "the connection string wins over the other properties": the test checks
// that the string comes back unchanged, port 99999 and all. It is
// configuration the test builds, and its expected value: a port out of
// range is a finding there, dialled or not.
func TestConnectionStringWins(t *testing.T) {
	properties := map[string]string{
		"host":             "localhost:27017",
		"databaseName":     "Catalog",
		"connectionString": "mongodb://localhost:99999/UntouchedCatalog", // defect port
	}
	got := properties["connectionString"]
	expected := "mongodb://localhost:99999/UntouchedCatalog" // defect port
	assert.Equal(t, expected, got)
}

// Source: github.com/build-tanker/passport/pkg/common/config/config_test.go
// The expected value of the config's connection URL, with the test
// database's password in it.
func TestConnectionURL(t *testing.T) {
	got := "x"
	assert.Equal(t, "postgres://ledger:ledger@localhost:5432/ledger?sslmode=disable", got) // defect credentials
}

type fritz struct {
	URLs    []string
	Collect []string
}

// Source: github.com/influxdata/telegraf/plugins/inputs/fritzbox/fritzbox_test.go
// The plugin's default URL list, compared after Init; the password in it
// is the sample configuration's.
func TestRouterDefaults(t *testing.T) {
	f := fritz{}
	require.ElementsMatch(t, []string{"http://admin:routerpw@router.lan:49000/"}, f.URLs) // defect credentials
}
