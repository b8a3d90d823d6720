package juicefs

import (
	"os"
	"path/filepath"
	"testing"
)

func Test_injectPasswordIntoURI(t *testing.T) {
	const dbPasswd = "dbPasswd"
	tests := []struct {
		uri     string
		want    string
		wantErr bool
	}{
		//mysql
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:34 (credentials: rule 2c, input to injectPasswordIntoURI whose job is putting the password into the userinfo, and the password is what it handles)
			uri: "mysql://root:password@(127.0.0.1:3306)/juicefs", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:35 (syntax: rule 2c, the parenthesised host is the go-sql-driver DSN form the injector handles by string operations and never gives to an RFC 3986 parser)
			want:    "mysql://root:password@(127.0.0.1:3306)/juicefs", // lookalike
			wantErr: false,
		},
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:49 (syntax: rule 2d, a row of the injector table that varies the userinfo on purpose with a doubled @)
			uri: "mysql://root@@(127.0.0.1:3306)/juicefs", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:50 (credentials: rule 2c, expected output of the password injector, the injected password is what it handles)
			want:    "mysql://root@:dbPasswd@(127.0.0.1:3306)/juicefs", // lookalike
			wantErr: false,
		},
		//postgres
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:71 (credentials: rule 2c, an empty password for the injector to fill in)
			uri: "postgres://root:@192.168.1.6:5432/juicefs", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:72 (credentials: rule 2c, expected output of the password injector)
			want:    "postgres://root:dbPasswd@192.168.1.6:5432/juicefs", // lookalike
			wantErr: false,
		},
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:81 (sink: rule 2d, a row varying the postgres URI to a unix-socket form whose host is given in the query, as libpq accepts)
			uri: "postgres://root@/pgtest?host=/tmp/pgsocket/&port=5433", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:82 (credentials: rule 2c, expected output of the password injector)
			want:    "postgres://root:dbPasswd@/pgtest?host=/tmp/pgsocket/&port=5433", // lookalike
			wantErr: false,
		},
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:86 (sink: rule 2d, the socket form with an empty userinfo and the user in the query)
			uri: "postgres://@/pgtest?host=/tmp/pgsocket/&port=5433&user=pguser", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:87 (credentials: rule 2c, expected output of the password injector)
			want:    "postgres://:dbPasswd@/pgtest?host=/tmp/pgsocket/&port=5433&user=pguser", // lookalike
			wantErr: false,
		},
		// Error conditions
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:92 (syntax: rule 2a, the row expects an error for the missing @)
			uri:     "mysql://root(127.0.0.1:3306)/juicefs", // lookalike
			want:    "",
			wantErr: true,
		},
		{
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:97 (credentials: rule 2a, the row expects an error for a userinfo with too many colons)
			uri:     "mysql://a:b:c:@(127.0.0.1:3306)/juicefs", // lookalike
			want:    "",
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run("", func(t *testing.T) {
			got, err := injectPasswordIntoURI(tt.uri, dbPasswd)
			if tt.wantErr {
				if err == nil {
					t.Errorf("injectPasswordIntoURI() expected error but got none")
				}
				return
			}
			if err != nil {
				t.Errorf("injectPasswordIntoURI() unexpected error = %v", err)
				return
			}
			if got != tt.want {
				t.Errorf("injectPasswordIntoURI() = %q, want %q", got, tt.want)
			}
		})
	}
}

func Test_setPasswordFromEnv(t *testing.T) {
	tempDir := t.TempDir()
	passwordFile := filepath.Join(tempDir, "password.txt")
	if err := os.WriteFile(passwordFile, []byte("filePassword"), 0600); err != nil {
		t.Fatalf("Failed to create test password file: %v", err)
	}

	tests := []struct {
		name             string
		metaPassword     string
		metaPasswordFile string
		uri              string
		want             string
		wantErr          bool
	}{
		{
			name:         "META_PASSWORD only",
			metaPassword: "envPassword",
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:143 (credentials: rule 2c, a user without password handed to setPasswordFromEnv, which injects the password)
			uri: "mysql://root@localhost/db", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:144 (credentials: rule 2c, expected output of the password injector, the password is what it handles)
			want:    "mysql://root:envPassword@localhost/db", // lookalike
			wantErr: false,
		},
		{
			name:             "META_PASSWORD_FILE only",
			metaPasswordFile: passwordFile,
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:150 (credentials: rule 2c, a user without password handed to the injector)
			uri: "mysql://root@localhost/db", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:151 (credentials: rule 2c, expected output with the password read from the file)
			want:    "mysql://root:filePassword@localhost/db", // lookalike
			wantErr: false,
		},
		{
			name:             "META_PASSWORD_FILE points to non-existent file",
			metaPasswordFile: "/non/existent/file",
			// Source: github.com/juicedata/juicefs/pkg/meta/interface_test.go:171 (credentials: rule 2a, the row expects an error)
			uri:     "mysql://root@localhost/db", // lookalike
			want:    "",
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer os.Unsetenv("META_PASSWORD")
			defer os.Unsetenv("META_PASSWORD_FILE")
			os.Unsetenv("META_PASSWORD")
			os.Unsetenv("META_PASSWORD_FILE")
			if tt.metaPassword != "" {
				os.Setenv("META_PASSWORD", tt.metaPassword)
			}
			if tt.metaPasswordFile != "" {
				os.Setenv("META_PASSWORD_FILE", tt.metaPasswordFile)
			}
			got, err := setPasswordFromEnv(tt.uri)
			if tt.wantErr {
				if err == nil {
					t.Errorf("setPasswordFromEnv() expected error but got none")
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("setPasswordFromEnv() = %q, %v, want %q", got, err, tt.want)
			}
		})
	}
}
