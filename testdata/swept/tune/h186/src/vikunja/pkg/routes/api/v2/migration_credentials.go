package apiv2

// migrationCredentialsBody carries the connection details for migrators that pull data live from
// another instance the user has an account on.
type migrationCredentialsBody struct {
	// Source: code.vikunja.io/api/pkg/routes/api/v2/migration_credentials.go:29 (syntax: an example URL after e.g. in a doc sentence of a struct tag, prose in API documentation by rule 4)
	URL   string `json:"url" doc:"The base url of the instance to import from, e.g. https://planka.example.com."` // lookalike
	Token string `json:"token,omitempty" doc:"An API key or access token for the instance. Alternative to username and password."`
}
