package gocloud

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"testing"

	"gocloud.dev/mysql"
	"gocloud.dev/postgres"
)

const Scheme = "mysql"

// tfOutput stands in for terraform.ReadOutput: values of a provisioned test database.
func tfOutput(t *testing.T, name string) string {
	v := os.Getenv("TF_OUT_" + name)
	if v == "" {
		t.Skip("no terraform output")
	}
	return v
}

func mustParseURL(raw string) *url.URL {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	return u
}

func TestMySQLOpen(t *testing.T) {
	endpoint, username, password, databaseName := tfOutput(t, "endpoint"), tfOutput(t, "username"), tfOutput(t, "password"), tfOutput(t, "database")
	// Source: gocloud.dev/mysql/mysql_test.go:46 (escaper: the database password from the Terraform output goes raw into the userinfo of the URL the test connects with and expects to ping.)
	urlstr := fmt.Sprintf("%s://%s:%s@%s/%s", Scheme, username, password, endpoint, databaseName) // defect escaper
	db, err := mysql.Open(context.Background(), urlstr)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Ping(); err != nil {
		t.Error("Ping:", err)
	}
}

func TestAWSMySQLOpen(t *testing.T) {
	endpoint, username, password, databaseName := tfOutput(t, "endpoint"), tfOutput(t, "username"), tfOutput(t, "password"), tfOutput(t, "database")
	// Source: gocloud.dev/mysql/awsmysql/awsmysql_test.go:46 (escaper: the database password from the Terraform output goes raw into the userinfo of the URL the test connects with and expects to ping.)
	urlstr := fmt.Sprintf("awsmysql://%s:%s@%s/%s", username, password, endpoint, databaseName) // defect escaper
	db, err := mysql.Open(context.Background(), urlstr)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
}

func TestAWSMySQLOpenIAM(t *testing.T) {
	endpoint, username, roleARN, databaseName := tfOutput(t, "endpoint"), tfOutput(t, "iam_db_username"), tfOutput(t, "iam_role_arn"), tfOutput(t, "database")
	// Source: gocloud.dev/mysql/awsmysql/awsmysql_test.go:79 (escaper: the role ARN raw in a query value is an ID, whose need for escaping is not known, and its ':' and '/' are allowed in a query; uniform sample of 22 of 186.)
	urlstr := fmt.Sprintf("awsmysql://%s@%s/%s?aws_role_arn=%s", username, endpoint, databaseName, roleARN) // lookalike
	db, err := mysql.Open(context.Background(), urlstr)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
}

func TestGCPMySQLOpen(t *testing.T) {
	project, region, instance := tfOutput(t, "project"), tfOutput(t, "region"), tfOutput(t, "instance")
	username, password, databaseName := tfOutput(t, "username"), tfOutput(t, "password"), tfOutput(t, "database")
	// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:72 (escaper: the database password from the Terraform output goes raw into the userinfo of the URL the test connects with and expects to ping.)
	urlstr := fmt.Sprintf("gcpmysql://%s:%s@%s/%s/%s/%s", username, password, project, region, instance, databaseName) // defect escaper
	db, err := mysql.Open(context.Background(), urlstr)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
}

func TestConfigFromURL(t *testing.T) {
	for _, host := range []string{"localhost", "tcp(localhost)"} {
		// Source: gocloud.dev/mysql/mysql_test.go:65 (credentials: the URL is input to ConfigFromURL, a URL parser, and the test checks the password it extracts (rule 2c); uniform sample of 22 of 186.)
		urlstr := "mysql://user:password@" + host + "/db?parseTime=true&interpolateParams=true" // lookalike
		cfg, err := ConfigFromURL(mustParseURL(urlstr))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := cfg.Passwd, "password"; got != want {
			t.Errorf("Passwd = %q; want %q", got, want)
		}
	}
}

func TestConfigFromURLCleartextPasswords(t *testing.T) {
	for _, tc := range []struct {
		name string
		url  string
		want bool
	}{
		{
			name: "default, no TLS, other query params present",
			// Source: gocloud.dev/mysql/mysql_test.go:108 (credentials: a row of a table fed to ConfigFromURL, a URL parser, testing how it treats cleartext passwords (rule 2c); uniform sample of 22 of 186.)
			url:  "mysql://user:password@localhost/db?timeout=5s", // lookalike
			want: false,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ConfigFromURL(mustParseURL(tc.url))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.AllowCleartextPasswords != tc.want {
				t.Errorf("got %v, want %v", cfg.AllowCleartextPasswords, tc.want)
			}
		})
	}
}

func TestOpenMySQLURL_DialerPath(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		url  string
	}{
		// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:164 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"DefaultIPType", "gcpmysql://user:pass@project/us-central1/instance/db"}, // lookalike
		// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:165 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"ExplicitAutoIPType", "gcpmysql://user:pass@project/us-central1/instance/db?ip_type=auto"}, // lookalike
		// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:166 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PublicIPType", "gcpmysql://user:pass@project/us-central1/instance/db?ip_type=public"}, // lookalike
		// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:167 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PrivateIPType", "gcpmysql://user:pass@project/us-central1/instance/db?ip_type=private"}, // lookalike
		// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:168 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PSCIPType", "gcpmysql://user:pass@project/us-central1/instance/db?ip_type=psc"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			uo := &URLOpener{Dialer: struct{}{}}
			db, err := uo.OpenMySQLURL(ctx, mustParseURL(tc.url))
			if err != nil {
				t.Fatalf("OpenMySQLURL(%q): %v", tc.url, err)
			}
			_ = db.Close()
		})
	}
}

func TestOpenMySQLURL_LegacyPath(t *testing.T) {
	uo := &URLOpener{CertSource: struct{}{}}
	// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:187 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	db, err := uo.OpenMySQLURL(context.Background(), mustParseURL("gcpmysql://user:pass@project/us-central1/instance/db")) // lookalike
	if err != nil {
		t.Fatalf("OpenMySQLURL: %v", err)
	}
	_ = db.Close()
}

func TestGCPMySQLConfigFromURL(t *testing.T) {
	tests := []struct {
		name       string
		urlStr     string
		wantPasswd string
	}{
		{
			name: "ConfigWithMultipleOptions",
			// Source: gocloud.dev/mysql/gcpmysql/gcpmysql_test.go:315 (credentials: input to configFromURL, a URL parser, whose expected config holds the parsed password (rule 2c); uniform sample of 22 of 186.)
			urlStr:     "gcpmysql://user:password@my-project-id/us-central1/my-instance-id/my-db?columnsWithAlias=true&parseTime=true", // lookalike
			wantPasswd: "password",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := configFromURL(mustParseURL(tt.urlStr))
			if err != nil {
				t.Fatal(err)
			}
			if got.Passwd != tt.wantPasswd {
				t.Errorf("got %q, want %q", got.Passwd, tt.wantPasswd)
			}
		})
	}
}

func TestAWSPostgresURLOpener(t *testing.T) {
	endpoint, username, password, databaseName := tfOutput(t, "endpoint"), tfOutput(t, "username"), tfOutput(t, "password"), tfOutput(t, "database")
	tests := []struct {
		urlstr      string
		wantErr     bool
		wantPingErr bool
	}{
		// OK.
		// Source: gocloud.dev/postgres/awspostgres/awspostgres_test.go:59 (escaper: the "OK" row connects with the Terraform password raw in the userinfo and expects ping to succeed; the rows vary the parameters, not the escaping (rule 1).)
		{fmt.Sprintf("awspostgres://%s:%s@%s/%s", username, password, endpoint, databaseName), false, false}, // defect escaper
	}
	for _, test := range tests {
		t.Run(test.urlstr, func(t *testing.T) {
			db, err := postgres.Open(context.Background(), test.urlstr)
			if (err != nil) != test.wantErr {
				t.Fatalf("got err %v, wanted error? %v", err, test.wantErr)
			}
			if err != nil {
				return
			}
			if err := db.Ping(); (err != nil) != test.wantPingErr {
				t.Errorf("ping got err %v, wanted error? %v", err, test.wantPingErr)
			}
		})
	}
}

func TestGCPPostgresOpen(t *testing.T) {
	project, region, instance := tfOutput(t, "project"), tfOutput(t, "region"), tfOutput(t, "instance")
	username, password, databaseName := tfOutput(t, "username"), tfOutput(t, "password"), tfOutput(t, "database")
	tests := []struct {
		name    string
		urlstr  string
		wantErr bool
	}{
		{
			name: "SuccessBuiltin",
			// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:63 (escaper: the "SuccessBuiltin" row connects with the Terraform password raw in the userinfo and expects success (rule 1).)
			urlstr: fmt.Sprintf("gcppostgres://%s:%s@%s/%s/%s/%s", username, password, project, region, instance, databaseName), // defect escaper
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			db, err := postgres.Open(context.Background(), test.urlstr)
			if (err != nil) != test.wantErr {
				t.Fatal(err)
			}
			if err == nil {
				_ = db.Close()
			}
		})
	}
}

func TestOpenPostgresURL_Errors(t *testing.T) {
	// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:117 (credentials: the base URL of a table whose every row expects an error (rule 2a); kept because the sampled row below builds on it.)
	base := "gcppostgres://user:pass@project/us-central1/instance/db" // lookalike
	tests := []struct {
		name string
		uo   *URLOpener
		url  string
	}{
		{
			name: "ForbiddenSSLCert",
			uo:   &URLOpener{CertSource: struct{}{}},
			// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:148 (escaper: the "ForbiddenSSLCert" row expects an error, and a file path raw in a query value is not a text that surely needs escaping (rule 2a); uniform sample of 22 of 186.)
			url: base + "?sslcert=/tmp/cert", // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			db, err := tc.uo.OpenPostgresURL(context.Background(), mustParseURL(tc.url))
			if err == nil {
				_ = db.Close()
				t.Fatal("expected error, got nil")
			}
		})
	}
}

func TestOpenPostgresURL_DialerPath(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		url  string
	}{
		// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:185 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"DefaultIPType", "gcppostgres://user:pass@project/us-central1/instance/db"}, // lookalike
		// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:186 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"ExplicitAutoIPType", "gcppostgres://user:pass@project/us-central1/instance/db?ip_type=auto"}, // lookalike
		// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:187 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PublicIPType", "gcppostgres://user:pass@project/us-central1/instance/db?ip_type=public"}, // lookalike
		// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:188 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PrivateIPType", "gcppostgres://user:pass@project/us-central1/instance/db?ip_type=private"}, // lookalike
		// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:189 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
		{"PSCIPType", "gcppostgres://user:pass@project/us-central1/instance/db?ip_type=psc"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			uo := &URLOpener{Dialer: struct{}{}}
			db, err := uo.OpenPostgresURL(ctx, mustParseURL(tc.url))
			if err != nil {
				t.Fatalf("OpenPostgresURL(%q): %v", tc.url, err)
			}
			_ = db.Close()
		})
	}
}

func TestOpenPostgresURL_LegacyPath(t *testing.T) {
	uo := &URLOpener{CertSource: struct{}{}}
	// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:208 (credentials: input to the package's URL opener, which parses the URL and reads its userinfo into the driver's configuration, with a fake dialer that connects nowhere (rule 2c); a second reader relabelled it from defect, which the first reader gave by rule 1.)
	db, err := uo.OpenPostgresURL(context.Background(), mustParseURL("gcppostgres://user:pass@project/us-central1/instance/db")) // lookalike
	if err != nil {
		t.Fatalf("OpenPostgresURL: %v", err)
	}
	_ = db.Close()
}

func TestInstanceFromURL(t *testing.T) {
	tests := []struct {
		name         string
		urlString    string
		wantDatabase string
		wantErr      bool
	}{
		{
			name: "AllValuesSpecified",
			// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:227 (credentials: input to instanceFromURL, a URL parser, in a table of parse cases (rule 2c); uniform sample of 22 of 186.)
			urlString:    "gcppostgres://username:password@my-project-id/us-central1/my-instance-id/my-db?foo=bar&baz=quux", // lookalike
			wantDatabase: "my-db",
		},
		{
			name: "ProjectEmpty",
			// Source: gocloud.dev/postgres/gcppostgres/gcppostgres_test.go:254 (hostform: the row named "ProjectEmpty" leaves the host empty on purpose and expects an error (rules 2a, 2b); uniform sample of 22 of 186.)
			urlString: "gcppostgres:///us-central1/my-instance-id/my-db", // lookalike
			wantErr:   true,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			_, database, err := instanceFromURL(mustParseURL(test.urlString))
			if (err != nil) != test.wantErr {
				t.Fatalf("got err %v, want error %v", err, test.wantErr)
			}
			if err == nil && database != test.wantDatabase {
				t.Errorf("got %q, want %q", database, test.wantDatabase)
			}
		})
	}
}
