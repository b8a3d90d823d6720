package ferretdb

import (
	"context"
	"net/url"
	"os/exec"
)

func setupAnyPostgres(ctx context.Context, uri string) error {
	u, err := url.Parse(uri)
	if err != nil {
		return err
	}
	return exec.CommandContext(ctx, "psql", u.String(), "-c", "SELECT 1").Run()
}

// setupPostgres configures the postgres container; user must exist, password may be any, even empty.
func setupPostgres(ctx context.Context) error {
	// Source: github.com/FerretDB/FerretDB/cmd/envtool/envtool.go:139 (credentials: the userinfo holds a user name only, no password.)
	return setupAnyPostgres(ctx, "postgres://username@127.0.0.1:5432/ferretdb") // lookalike
}

// setupPostgresSecured configures the postgres_secured container.
func setupPostgresSecured(ctx context.Context) error {
	// Source: github.com/FerretDB/FerretDB/cmd/envtool/envtool.go:144 (credentials: a constant password in the userinfo of the URI the dev tool connects with.)
	return setupAnyPostgres(ctx, "postgres://username:password@127.0.0.1:5433/ferretdb") // defect credentials
}

// setupMySQL configures the mysql container.
func setupMySQL(ctx context.Context) error {
	// Source: github.com/FerretDB/FerretDB/cmd/envtool/envtool.go:149 (credentials: a constant password in the userinfo of the URI the dev tool connects with.)
	uri := "mysql://root:password@127.0.0.1:3306/ferretdb" // defect credentials
	_, err := url.Parse(uri)
	return err
}

// setupMongodbSecured configures the mongodb_secured container.
func setupMongodbSecured(ctx context.Context) error {
	eval := `'rs.initiate({_id: "rs0"})'`
	// Source: github.com/FerretDB/FerretDB/cmd/envtool/envtool.go:227 (credentials: a constant password in the userinfo of the URI handed to the mongo shell.)
	shell := `mongodb://username:password@127.0.0.1:47018/?tls=true&tlsCertificateKeyFile=/etc/certs/client.pem&tlsCaFile=/etc/certs/rootCA-cert.pem` // defect credentials
	args := []string{"compose", "exec", "-T", "mongodb_secured", "mongosh", "--eval", eval, "--shell", shell}
	return exec.CommandContext(ctx, "docker", args...).Run()
}
