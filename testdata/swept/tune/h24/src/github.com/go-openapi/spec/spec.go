// Package spec stands in for github.com/go-openapi/spec: only what the
// cases use.
package spec

// SecuritySchemeProps are the properties of a security scheme.
type SecuritySchemeProps struct {
	Description      string
	Type             string
	Name             string
	In               string
	Flow             string
	AuthorizationURL string
	TokenURL         string
	Scopes           map[string]string
}

// SecurityScheme is a security scheme of a Swagger 2.0 document.
type SecurityScheme struct {
	SecuritySchemeProps
}

// ExternalDocumentation points at documentation elsewhere.
type ExternalDocumentation struct {
	Description string
	URL         string
}

// TagProps are the properties of a tag.
type TagProps struct {
	Description  string
	Name         string
	ExternalDocs *ExternalDocumentation
}

// Tag is a tag of a Swagger 2.0 document.
type Tag struct {
	TagProps
}

// SwaggerProps are the properties of a Swagger 2.0 document.
type SwaggerProps struct {
	Host                string
	BasePath            string
	Tags                []Tag
	SecurityDefinitions map[string]*SecurityScheme
}

// Swagger is a Swagger 2.0 document.
type Swagger struct {
	SwaggerProps
}
