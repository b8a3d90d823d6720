package openapiruntime

// Source: github.com/go-openapi/runtime/internal/testing/data.go:11 (embedded API description in YAML, with terms and license URLs)
const PetStoreYAML = `swagger: '2.0'
info:
  version: '1.0.0'
  title: Pet Store
  termsOfService: http://petstore.example.com/terms/
  license:
    name: MIT
    url: http://opensource.example.org/licenses/MIT
host: petstore.example.com
basePath: /api
` // lookalike
