// Package doctl holds the cases of github.com/digitalocean/doctl.
package doctl

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/digitalocean/godo"
)

// DatabasesService is the part of the API client the commands use.
type DatabasesService interface {
	GetConnection(id string, private bool) (*godo.DatabaseConnection, error)
}

// RunDatabaseConnectionGet prints the connection details of a cluster.
func RunDatabaseConnectionGet(svc DatabasesService, out io.Writer, id string, private bool) error {
	conn, err := svc.GetConnection(id, private)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "URI\tDatabase\tHost\tPort\tUser\tSSL\n%s\t%s\t%s\t%d\t%s\t%v\n",
		conn.URI, conn.Database, conn.Host, conn.Port, conn.User, conn.SSL)
	return err
}

func apiGet(apiURL, token, path string, v interface{}) error {
	req, err := http.NewRequest(http.MethodGet, apiURL+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("unexpected status %s", resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// DatabaseConnectionHost is `doctl databases connection <id> --format Host`.
func DatabaseConnectionHost(apiURL, token, id string, private bool) (string, error) {
	var body struct {
		Database struct {
			Connection        godo.DatabaseConnection `json:"connection"`
			PrivateConnection godo.DatabaseConnection `json:"private_connection"`
		} `json:"database"`
	}
	if err := apiGet(apiURL, token, "/v2/databases/"+id, &body); err != nil {
		return "", err
	}
	if private {
		return body.Database.PrivateConnection.Host, nil
	}
	return body.Database.Connection.Host, nil
}

// DatabasePoolGet is `doctl databases pool get <id> <name>`.
func DatabasePoolGet(apiURL, token, id, name string) (string, error) {
	var body struct {
		Pool godo.DatabasePool `json:"pool"`
	}
	if err := apiGet(apiURL, token, "/v2/databases/"+id+"/pools/"+name, &body); err != nil {
		return "", err
	}
	p := body.Pool
	var b strings.Builder
	fmt.Fprintf(&b, "%-11s%-18s%-8s%-13s%-11s%s\n", "User", "Name", "Size", "Database", "Mode", "URI")
	uri := ""
	if p.Connection != nil {
		uri = p.Connection.URI
	}
	fmt.Fprintf(&b, "%-11s%-18s%-8d%-13s%-11s%s\n", p.User, p.Name, p.Size, p.Database, p.Mode, uri)
	return b.String(), nil
}

// FunctionWebURL prints the web URL of a function, as `doctl serverless
// functions get --url` does.
func FunctionWebURL(out io.Writer, apiHost, namespace, name string) {
	fmt.Fprintln(out, apiHost+"/api/v1/web/"+namespace+"/default/"+name)
}

// ParseFunctionParams reads the values of --param, "name:value" each.
func ParseFunctionParams(params []string) (map[string]any, error) {
	out := map[string]any{}
	for _, p := range params {
		name, value, ok := strings.Cut(p, ":")
		if !ok {
			return nil, fmt.Errorf("values for --param must have KEY:VALUE format, got %q", p)
		}
		out[name] = value
	}
	return out, nil
}

func parseSecretValues(lines []string) (map[string]string, error) {
	if len(lines) == 0 {
		return nil, fmt.Errorf("at least one key-value pair is required")
	}
	values := make(map[string]string, len(lines))
	for _, line := range lines {
		key, value, ok := strings.Cut(line, "=")
		if !ok || key == "" {
			return nil, fmt.Errorf("invalid value %q: expected KEY=VALUE", line)
		}
		if _, exists := values[key]; exists {
			return nil, fmt.Errorf("duplicate key %q", key)
		}
		values[key] = value
	}
	return values, nil
}
