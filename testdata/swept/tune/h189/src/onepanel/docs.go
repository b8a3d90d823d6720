package onepanel

// Source: github.com/1Panel-dev/1Panel/cmd/server/docs/docs.go:6 (syntax: the literal is the swag-generated Swagger JSON document template, not a URI, so its spaces, quotes and {{...}} actions are no URI syntax fault)
const docTemplate = `{
    "schemes": {{ marshal .Schemes }},
    "swagger": "2.0",
    "info": {
        "description": "{{escape .Description}}",
        "title": "{{.Title}}",
        "termsOfService": "http://swagger.io/terms/",
        "contact": {},
        "license": {
            "name": "Apache 2.0",
            "url": "http://www.apache.org/licenses/LICENSE-2.0.html"
        },
        "version": "{{.Version}}"
    },
    "host": "{{.Host}}",
    "basePath": "{{.BasePath}}",
    "paths": {}
}` // lookalike

// Spec is the Swagger spec registered with swag.
type Spec struct {
	Version         string
	Host            string
	BasePath        string
	Title           string
	SwaggerTemplate string
	LeftDelim       string
	RightDelim      string
}

// SwaggerInfo holds exported Swagger Info so clients can modify it.
var SwaggerInfo = &Spec{
	Version:         "1.0",
	Host:            "localhost",
	BasePath:        "/api/v1",
	Title:           "1Panel",
	SwaggerTemplate: docTemplate,
	LeftDelim:       "{{",
	RightDelim:      "}}",
}
