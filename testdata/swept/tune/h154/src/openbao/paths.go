package openbao

import (
	"fmt"
	"net/http"
)

// Help reads the help for a path.
func (c *Client) Help(p string) *Request {
	// Source: github.com/openbao/openbao/api/v2/help.go:22 (escaper: an API path is interpolated raw; whether it needs escaping is not known, uniform sample 6 of 25)
	r := c.NewRequest(http.MethodGet, fmt.Sprintf("/v1/%s", p)) // lookalike
	r.Params.Add("help", "1")
	return r
}

// EnableAudit enables an audit device.
func (c *Client) EnableAudit(p string) *Request {
	// Source: github.com/openbao/openbao/api/v2/sys_audit.go:110 (escaper: a mount path is interpolated raw; whether it needs escaping is not known, uniform sample 6 of 25)
	return c.NewRequest(http.MethodPut, fmt.Sprintf("/v1/sys/audit/%s", p)) // lookalike
}

// Unmount removes a mount.
func (c *Client) Unmount(p string) *Request {
	// Source: github.com/openbao/openbao/api/v2/sys_mounts.go:79 (escaper: a mount path is interpolated raw; whether it needs escaping is not known, uniform sample 6 of 25)
	return c.NewRequest(http.MethodDelete, fmt.Sprintf("/v1/sys/mounts/%s", p)) // lookalike
}

// UnsealNamespace unseals a namespace.
func (c *Client) UnsealNamespace(nsPath string) *Request {
	// Source: github.com/openbao/openbao/api/v2/sys_namespaces.go:38 (escaper: a namespace path is interpolated raw; whether it needs escaping is not known, uniform sample 6 of 25)
	return c.NewRequest(http.MethodPut, fmt.Sprintf("/v1/sys/namespaces/%s/unseal", nsPath)) // lookalike
}

// catalogPathByType builds the plugin catalog path.
func catalogPathByType(pluginType, name string) string {
	// Source: github.com/openbao/openbao/api/v2/sys_plugins.go:375 (escaper: a plugin type and name are interpolated raw; whether they need escaping is not known, uniform sample 6 of 25)
	return fmt.Sprintf("/v1/sys/plugins/catalog/%s/%s", pluginType, name) // lookalike
}

// DeletePolicy deletes an ACL policy.
func (c *Client) DeletePolicy(name string) *Request {
	// Source: github.com/openbao/openbao/api/v2/sys_policy.go:122 (escaper: a policy name is interpolated raw; whether it needs escaping is not known, uniform sample 6 of 25)
	return c.NewRequest(http.MethodDelete, fmt.Sprintf("/v1/sys/policies/acl/%s", name)) // lookalike
}
