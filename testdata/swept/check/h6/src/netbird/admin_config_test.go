package netbird

import "testing"

func TestApplyAdminDefaultsCopiesServerStoreWithoutExposedAddress(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Server.ExposedAddress = ""
	cfg.Server.DataDir = "/srv/netbird"
	cfg.Server.Store = StoreConfig{
		Engine: "postgres",
		// Source: github.com/netbirdio/netbird/combined/cmd/admin_config_test.go:19 (credentials: a password in the Postgres DSN of the configuration the test builds, a working value, rule 1)
		DSN: "postgres://user:pass@example.com/netbird", // defect credentials
	}

	cfg.ApplyAdminDefaults()

	if cfg.Management.DataDir != "/srv/netbird" || cfg.Management.Store.Engine != "postgres" {
		t.Fatalf("got %+v", cfg.Management)
	}
	if cfg.Management.Store.DSN != cfg.Server.Store.DSN {
		t.Fatal("the DSN was not copied")
	}
}
