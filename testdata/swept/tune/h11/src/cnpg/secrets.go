package cnpg

import (
	"fmt"
	"net/http"
	"net/url"
	"os/exec"
)

type connectionStringBuilder struct {
	host     string
	dbname   string
	username string
	password string
}

func (c connectionStringBuilder) buildPostgres() string {
	postgresURI := url.URL{
		Scheme: "postgresql",
		// Source: github.com/cloudnative-pg/cloudnative-pg/pkg/specs/secrets.go:110 (credentials: the user's generated password goes through url.UserPassword from a field, no constant; it is the connection string the secret exists to hand out)
		User: url.UserPassword(c.username, c.password), // lookalike
		Host: c.host,
		Path: c.dbname,
	}
	return postgresURI.String()
}

func (c connectionStringBuilder) buildJdbc() string {
	jdbcURI := &url.URL{
		// Source: github.com/cloudnative-pg/cloudnative-pg/pkg/specs/secrets.go:120 (syntax: "jdbc:postgresql" is no RFC 3986 scheme, but a JDBC URL is "jdbc:" before a URI, and String writes exactly the JDBC URL the driver wants)
		Scheme: "jdbc:postgresql", // lookalike
		Host:   c.host,
		Path:   c.dbname,
	}
	q := jdbcURI.Query()
	q.Set("user", c.username)
	q.Set("password", c.password)
	jdbcURI.RawQuery = q.Encode()
	return jdbcURI.String()
}

// CreateSecret builds the data of the application's secret.
func CreateSecret(host, dbname, username, password string) map[string]string {
	b := connectionStringBuilder{host: host + ".namespace:5432", dbname: dbname, username: username, password: password}
	return map[string]string{
		"username": username,
		"password": password,
		"uri":      b.buildPostgres(),
		"jdbc-uri": b.buildJdbc(),
	}
}

// Local builds the URL of an endpoint of the instance manager.
func Local(path string, port int) string {
	return fmt.Sprintf("http://localhost:%d%s", port, path)
}

func runBackup(args []string) error {
	backupURL := Local("/pg/backup", 8010)
	// Source: github.com/cloudnative-pg/cloudnative-pg/internal/cmd/manager/backup/cmd.go:42 (escaper: the backup name is a Kubernetes object name, lowercase letters, digits, '-' and '.', which need no escaper)
	resp, err := http.Get(backupURL + "?name=" + args[0]) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func checkWALArchive(clusterName, svcName string) error {
	// Source: github.com/cloudnative-pg/cloudnative-pg/tests/utils/objectstore/objectstore.go:771 (hostjoin: the host is the name of the object store's Service, a DNS label, never an IP address)
	endpointURL := fmt.Sprintf("https://%s:9000", svcName) // lookalike
	destinationPath := fmt.Sprintf("s3://%s/", "not-evaluated")
	return exec.Command("barman-cloud-check-wal-archive", "--cloud-provider", "aws-s3",
		"--endpoint-url", endpointURL, destinationPath, clusterName, "--test").Run()
}
