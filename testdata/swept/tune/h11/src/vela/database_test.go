package vela

import (
	"errors"
	"net/url"
	"testing"
	"time"
)

func TestDatabase_Config_Validate(t *testing.T) {
	tests := []struct {
		failure bool
		name    string
		config  *config
	}{
		{
			name:    "success with postgres",
			failure: false,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/validate_test.go:22 (credentials: a row the validator must accept, configuration the test builds as a working value, rule 1; the validator is of database options, not a URI parser)
				Address:          "postgres://foo:bar@localhost:5432/vela", // defect credentials
				CompressionLevel: 3,
				ConnectionLife:   10 * time.Second,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
		{
			name:    "success with negative compression level",
			failure: false,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/validate_test.go:50 (credentials: another accepted row, the same working connection URI with its password, rule 1)
				Address:          "postgres://foo:bar@localhost:5432/vela", // defect credentials
				CompressionLevel: -1,
				ConnectionLife:   10 * time.Second,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
		{
			name:    "failure with empty driver",
			failure: true,
			config: &config{
				Driver: "",
				// Source: github.com/go-vela/server/database/validate_test.go:64 (credentials: the row expects the validator to fail, rule 2a)
				Address:          "postgres://foo:bar@localhost:5432/vela", // lookalike
				CompressionLevel: 3,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
		{
			name:    "failure with invalid address",
			failure: true,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/validate_test.go:92 (credentials: an address named invalid, with a trailing slash the validator must reject, rule 2a/2b)
				Address:          "postgres://foo:bar@localhost:5432/vela/", // lookalike
				CompressionLevel: 3,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
		{
			name:    "success with partition configuration",
			failure: false,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/validate_test.go:148 (credentials: an accepted row, a working connection URI with a password, rule 1)
				Address:          "postgres://foo:bar@localhost:5432/vela", // defect credentials
				CompressionLevel: 3,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
				Partitioned:      true,
				PartitionPattern: "%_%",
				PartitionSchema:  "public",
			},
		},
		{
			name:    "success with partition disabled",
			failure: false,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/validate_test.go:165 (credentials: an accepted row, the same working URI and password, rule 1)
				Address:          "postgres://foo:bar@localhost:5432/vela", // defect credentials
				CompressionLevel: 3,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			err := test.config.Validate()
			if test.failure {
				if err == nil {
					t.Errorf("Validate should have returned err")
				}
				return
			}
			if err != nil {
				t.Errorf("Validate returned err: %v", err)
			}
		})
	}
}

func TestDatabase_New(t *testing.T) {
	tests := []struct {
		failure bool
		name    string
		config  *config
	}{
		{
			name:    "failure with postgres",
			failure: true,
			config: &config{
				Driver: "postgres",
				// Source: github.com/go-vela/server/database/database_test.go:30 (credentials: the row is named failure and expects New to fail, rule 2a/2b)
				Address:          "postgres://foo:bar@localhost:5432/vela", // lookalike
				CompressionLevel: 3,
				EncryptionKey:    "A1B2C3D4E5G6H7I8J9K0LMNOPQRSTUVW",
			},
		},
	}
	for _, test := range tests {
		err := New(test.config)
		if test.failure && err == nil {
			t.Errorf("New should have returned err")
		}
	}
}

func configFromFlags(flags map[string]string) (*config, error) {
	c := &config{Driver: flags["database.driver"], Address: flags["database.addr"], EncryptionKey: flags["database.encryption.key"]}
	if c.Driver == "" || c.Address == "" || c.EncryptionKey == "" {
		return nil, errors.New("missing flag")
	}
	return c, nil
}

func TestDatabase_Flags(t *testing.T) {
	tests := []struct {
		name    string
		flags   map[string]string
		wantErr bool
	}{
		{
			name: "happy path",
			flags: map[string]string{
				"database.driver": "postgres",
				// Source: github.com/go-vela/server/database/flags_test.go:54 (credentials: the happy path's database address, configuration the test builds and expects to work, rule 1)
				"database.addr":           "postgres://vela:pass@postgres:5432/vela?sslmode=disable", // defect credentials
				"database.encryption.key": "C639A572E14D5075C526FDDD43E4ECF6",
			},
			wantErr: false,
		},
		{
			name: "empty driver",
			flags: map[string]string{
				"database.driver": "",
				// Source: github.com/go-vela/server/database/flags_test.go:64 (credentials: the row expects an error, rule 2a)
				"database.addr": "postgres://vela:pass@postgres:5432/vela?sslmode=disable", // lookalike
			},
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := configFromFlags(tt.flags)
			if (err != nil) != tt.wantErr {
				t.Errorf("configFromFlags() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func validateIssuer(issuer string) error {
	_, err := url.ParseRequestURI(issuer)
	return err
}

func TestServerFlags(t *testing.T) {
	tests := []struct {
		name     string
		override map[string]string
		wantErr  bool
	}{
		{
			name: "invalid url for oidc issuer",
			override: map[string]string{
				// Source: github.com/go-vela/server/cmd/vela-server/flags_test.go:171 (syntax: a space in the host, in a row named invalid that expects the error, rule 2a/2b)
				"oidc-issuer": "http://exa mple.com", // lookalike
			},
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := validateIssuer(tt.override["oidc-issuer"])
			if (err != nil) != tt.wantErr {
				t.Errorf("error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
