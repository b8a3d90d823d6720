package atlas

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"testing"
)

// Env is an environment block of the project file.
type Env struct {
	Name   string
	URL    string
	DevURL string
}

func loadEnv(name string) (*Env, error) {
	return &Env{Name: name, URL: os.Getenv("ATLAS_ENV_URL"), DevURL: "docker://mysql/8"}, nil
}

func TestLoadEnv(t *testing.T) {
	env, err := loadEnv("local")
	if err != nil {
		t.Fatal(err)
	}
	want := &Env{
		Name: "local",
		// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/project_test.go:154 (expected URL of the environment the test's project file configures, with its password, rule 1)
		URL:    "mysql://root:pass@localhost:3306/", // defect credentials
		DevURL: "docker://mysql/8",
	}
	if *env != *want {
		t.Errorf("got %+v", env)
	}
}

func evalProjectEnvs() []Env {
	return []Env{{Name: "prod", URL: os.Getenv("PROD_ATLAS_URL")}, {Name: "prod", URL: os.Getenv("PROD_ENT_URL")}}
}

func TestMultiEnv(t *testing.T) {
	envs := evalProjectEnvs()
	// Source: github.com/ariga/atlas/schemahcl/schemahcl_test.go:498 (expected URL of an env the test's HCL document defines, with its password, rule 1)
	if envs[0].URL != "mysql://root:pass@:3306/atlas" { // defect credentials
		t.Log(envs[0].URL)
	}
	// Source: github.com/ariga/atlas/schemahcl/schemahcl_test.go:500 (the second env's expected URL, same password)
	if envs[1].URL != "mysql://root:pass@:3306/ent" { // defect credentials
		t.Log(envs[1].URL)
	}
}

func cloudDirURL(host, org, name string) string {
	// Source: github.com/ariga/atlas/schemahcl/schemahcl_test.go:661 (path.Join is applied to host, org and name only, after the "atlas://" prefix, so no "//" is collapsed)
	return "atlas://" + path.Join(host, org, name) // lookalike
}

func TestCloudDirURL(t *testing.T) {
	if got := cloudDirURL("atlasgo.cloud", "ariga", "app"); got == "" {
		t.Fatal("empty URL")
	}
}

func sqlclientOpen(ctx context.Context, u string) (*sql.DB, error) {
	return sql.Open("atlas", u)
}

func TestMigrateApplySQLite(t *testing.T) {
	p := t.TempDir()
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/migrate_test.go:175 (atlas's sqlite URL carries a go-sqlite3 "file:" DSN after "sqlite://"; the "file:" is no host and empty port)
	args := []string{"migrate", "apply", "--url", fmt.Sprintf("sqlite://file:%s?cache=shared&_fk=1", filepath.Join(p, "test.db"))} // lookalike
	if err := exec.Command("atlas", args...).Run(); err == nil {
		t.Log("applied")
	}
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/migrate_test.go:211 (same sqlite URL form given to sqlclient.Open)
	c, err := sqlclientOpen(context.Background(), fmt.Sprintf("sqlite://file:%s?cache=shared&_fk=1", filepath.Join(p, "test2.db"))) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
}

type migrateApplyParams struct {
	URL string
}

func migrateApply(ctx context.Context, params *migrateApplyParams) error {
	_, err := sqlclientOpen(ctx, params.URL)
	return err
}

func TestMigrateApplyExample(t *testing.T) {
	// Source: github.com/ariga/atlas/atlasexec/atlas_migrate_example_test.go:37 (sqlite URL of a file under /tmp: the empty authority is right for a scheme that needs no host)
	err := migrateApply(context.Background(), &migrateApplyParams{URL: "sqlite:///tmp/demo.db?_fk=1&cache=shared"}) // lookalike
	if err != nil {
		t.Log(err)
	}
}
