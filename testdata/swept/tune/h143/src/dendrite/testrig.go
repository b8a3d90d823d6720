package dendrite

import (
	"fmt"
	"net"
	"net/http"
	"path/filepath"
)

type dataSource string

type databaseOptions struct {
	ConnectionString dataSource
}

type testConfig struct {
	FederationAPI databaseOptions
	KeyServer     databaseOptions
	MSCs          databaseOptions
	MediaAPI      databaseOptions
	RoomServer    databaseOptions
	SyncAPI       databaseOptions
	UserAPI       databaseOptions
	RelayAPI      databaseOptions
}

// createSQLiteConfig is a helper of a non-test package used by many tests.
func createSQLiteConfig(tempDir string) *testConfig {
	var cfg testConfig
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:74 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.FederationAPI.ConnectionString = dataSource(filepath.Join("file://", tempDir, "federationapi.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:75 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.KeyServer.ConnectionString = dataSource(filepath.Join("file://", tempDir, "keyserver.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:76 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.MSCs.ConnectionString = dataSource(filepath.Join("file://", tempDir, "mscs.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:77 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.MediaAPI.ConnectionString = dataSource(filepath.Join("file://", tempDir, "mediaapi.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:78 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.RoomServer.ConnectionString = dataSource(filepath.Join("file://", tempDir, "roomserver.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:79 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.SyncAPI.ConnectionString = dataSource(filepath.Join("file://", tempDir, "syncapi.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:80 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.UserAPI.ConnectionString = dataSource(filepath.Join("file://", tempDir, "userapi.db")) // defect pathjoin
	// Source: github.com/element-hq/dendrite/test/testrig/base.go:81 (pathjoin: filepath.Join is applied to a file scheme URI, collapsing the double slash after the scheme and using OS separators)
	cfg.RelayAPI.ConnectionString = dataSource(filepath.Join("file://", tempDir, "relayapi.db")) // defect pathjoin
	return &cfg
}

func newTestRequest(method, path string) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/test/http.go:42 (plainhttp: the request goes to localhost, handed straight to an in-process router)
	return http.NewRequest(method, "http://localhost"+path, nil) // lookalike
}

func listenAndServe(listener net.Listener, router http.Handler, withTLS bool) (string, error) {
	port := listener.Addr().(*net.TCPAddr).Port
	srv := http.Server{Handler: router}
	go func() { _ = srv.Serve(listener) }()
	s := ""
	if withTLS {
		s = "s"
	}
	// Source: github.com/element-hq/dendrite/test/http.go:88 (hostjoin: the host joined to the port is the constant localhost, surely no IPv6 literal)
	return fmt.Sprintf("http%s://localhost:%d", s, port), nil // lookalike
}
