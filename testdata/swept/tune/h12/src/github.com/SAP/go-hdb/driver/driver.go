// Package driver is a minimal stub of github.com/SAP/go-hdb/driver.
package driver

// DriverName is the driver name to use with sql.Open.
const DriverName = "hdb"

// Connector connects to a database.
type Connector struct{}

// NewDSNConnector creates a connector from a data source name.
func NewDSNConnector(dsn string) (*Connector, error) { return &Connector{}, nil }

// NewBasicAuthConnector creates a connector for host:port with basic authentication.
func NewBasicAuthConnector(host, username, password string) *Connector { return &Connector{} }
