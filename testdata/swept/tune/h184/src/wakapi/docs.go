package wakapi

// Spec stands in for swag.Spec of github.com/swaggo/swag.
type Spec struct {
	Version          string
	Host             string
	BasePath         string
	Schemes          []string
	Title            string
	Description      string
	InfoInstanceName string
	SwaggerTemplate  string
	LeftDelim        string
	RightDelim       string
}

// Source: github.com/muety/wakapi/static/docs/docs.go:6 (syntax: by rule 4 and the template rule, a generated Swagger JSON document with {{...}} holes holds URLs as fields and is no URI itself)
const docTemplate = `{
    "schemes": {{ marshal .Schemes }},
    "swagger": "2.0",
    "info": {
        "description": "{{escape .Description}}",
        "title": "{{.Title}}",
        "contact": {
            "name": "Ferdinand Mütsch",
            "url": "https://github.com/muety",
            "email": "ferdinand@muetsch.io"
        },
        "version": "{{.Version}}"
    },
    "host": "{{.Host}}",
    "basePath": "{{.BasePath}}"
}` // lookalike

// SwaggerInfo holds exported Swagger Info so clients can modify it
var SwaggerInfo = &Spec{
	Version:  "1.0",
	Host:     "",
	BasePath: "",
	Schemes:  []string{},
	Title:    "Wakapi API",
	// Source: github.com/muety/wakapi/static/docs/docs.go:2004 (syntax: a markdown API description whose link sits among words and newlines is prose by rule 4)
	Description:      "REST API to interact with [Wakapi](https://wakapi.dev)\n\n## Authentication\nSet header `Authorization` to your API Key encoded as Base64 and prefixed with `Basic`\n**Example:** `Basic ODY2NDhkNzQtMTljNS00NTJiLWJhMDEtZmIzZWM3MGQ0YzJmCg==`", // lookalike
	InfoInstanceName: "swagger",
	SwaggerTemplate:  docTemplate,
	LeftDelim:        "{{",
	RightDelim:       "}}",
}
