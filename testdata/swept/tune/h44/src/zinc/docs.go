package zinc

// Spec holds the swagger information.
type Spec struct {
	Version     string
	BasePath    string
	Schemes     []string
	Title       string
	Description string
}

// SwaggerInfo holds exported Swagger Info so clients can modify it.
var SwaggerInfo = &Spec{
	Version:  "1.0.0",
	BasePath: "/",
	Schemes:  []string{"http", "https"},
	Title:    "Zinc Search engine API",
	// Source: github.com/zincsearch/zincsearch/docs/docs.go:3764 (syntax: a description sentence that ends with the documentation URL, prose and not a URI.)
	Description: "Zinc Search engine API documents https://zincsearch-docs.zinc.dev", // lookalike
}
