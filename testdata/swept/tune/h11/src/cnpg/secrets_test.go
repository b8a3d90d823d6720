package cnpg

import (
	"database/sql"
	"testing"

	"github.com/cloudnative-pg/cloudnative-pg/tests/utils/objectstore"
)

func TestCreateSecret(t *testing.T) {
	secret := CreateSecret("thishost", "thisdb", "thisuser", "thispassword")
	if secret["password"] != "thispassword" {
		t.Fatalf("password = %q", secret["password"])
	}
	// Source: github.com/cloudnative-pg/cloudnative-pg/pkg/specs/secrets_test.go:47 (credentials: the test gives the builder the password on its own and compares the URI it puts it in, rule 2c)
	if got, want := secret["uri"], "postgresql://thisuser:thispassword@thishost.namespace:5432/thisdb"; got != want { // lookalike
		t.Errorf("uri = %q, want %q", got, want)
	}
	// Source: github.com/cloudnative-pg/cloudnative-pg/pkg/specs/secrets_test.go:50 (credentials: the same given password, expected in the JDBC query, rule 2c)
	if got, want := secret["jdbc-uri"], "jdbc:postgresql://thishost.namespace:5432/thisdb?password=thispassword&user=thisuser"; got != want { // lookalike
		t.Errorf("jdbc-uri = %q, want %q", got, want)
	}
}

type fakePooler struct {
	DB *sql.DB
}

func (f *fakePooler) Connection(_ string) (*sql.DB, error) {
	return f.DB, nil
}

func (f *fakePooler) GetDsn(_ string) string {
	// Source: github.com/cloudnative-pg/cloudnative-pg/internal/pgbouncer/management/controller/instance_test.go:105 (credentials: the connection string the fake pooler hands the code as a working value, rule 1; nothing in the test marks the password as a fixture)
	return "postgres://user:password@localhost:5432/testdb" // defect credentials
}

func TestFakePooler(t *testing.T) {
	var p interface{ GetDsn(string) string } = &fakePooler{}
	if p.GetDsn("app") == "" {
		t.Fatal("empty dsn")
	}
}

func newObjectStore(name string, objectStoreEnv *objectstore.EnvDetails) map[string]interface{} {
	return map[string]interface{}{
		"configuration": map[string]interface{}{
			"destinationPath": "s3://" + name + "/",
			// Source: github.com/cloudnative-pg/cloudnative-pg/tests/e2e/plugin_barman_cloud_test.go:169 (hostjoin: the host is the object store's Service name, a DNS label, never an IP address)
			"endpointURL": "https://" + objectStoreEnv.ServiceName + ":9000", // lookalike
			"endpointCA": map[string]interface{}{
				"name": objectStoreEnv.CaSecretName,
				"key":  "ca.crt",
			},
		},
	}
}

func TestObjectStore(t *testing.T) {
	env := &objectstore.EnvDetails{ServiceName: "minio-service", CaSecretName: "minio-ca"}
	if newObjectStore("backups", env) == nil {
		t.Fatal("nil object store")
	}
}

func getWALRestoreOptions(destinationPath string) []string {
	return []string{"--cloud-provider", "aws-s3", "s3://own-backup/path"}
}

func TestIgnoresCachedBootstrapStore(t *testing.T) {
	// This must never be used: a running instance resolves the store from
	// the cluster spec, not from the bootstrap cache.
	// Source: github.com/cloudnative-pg/cloudnative-pg/internal/cmd/manager/walrestore/cmd_test.go:319 (hostcase: a poison value the test writes so that it must never be used, the value and the comment say so, rule 2b)
	cached := "s3://POISON-MUST-NOT-BE-USED" // lookalike
	options := getWALRestoreOptions(cached)
	for _, o := range options {
		if o == cached {
			t.Fatalf("options %v use the cached store", options)
		}
	}
}
