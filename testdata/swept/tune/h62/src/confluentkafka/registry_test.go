package confluentkafka

import (
	"net/url"
	"testing"
)

var testconf = map[string]string{}

func TestConfigWithAuthentication(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/config_test.go:26 (hostform: the in-process mock scheme names no server and needs no host; the credentials go to a separate field, not into the URI)
	c := NewConfigWithBasicAuthentication("mock://", "username", "password") // lookalike
	if c.BasicAuthUserInfo != "username:password" {
		t.Fatal(c.BasicAuthUserInfo)
	}
}

func TestNewAuthenticationHeaderProvider(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/internal/rest_service_test.go:91 (hostform: the in-process mock scheme names no server and needs no host)
	u, err := url.Parse("mock://") // lookalike
	if err != nil {
		t.Errorf("Should work with empty config, got %s", err)
	}
	_ = u
}

func TestClient(t *testing.T) {
	u := testconf["SchemaRegistryURL"]
	if u == "" {
		// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client_test.go:218 (hostform: the fallback to the in-process mock when the test config names no registry; the mock scheme needs no host)
		u = "mock://" // lookalike
	}
	if _, err := NewClient(u); err != nil {
		t.Fatal(err)
	}
}

func TestEncryptionExecutorConfigure(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/encrypt_executor_test.go:48 (hostform: the in-process mock scheme names no server and needs no host; the error the test expects is about the auth config)
	c := NewConfig("mock://") // lookalike
	c.BasicAuthUserInfo = "foo"
	if err := Configure(c); err == nil {
		t.Fatal("expected error")
	}
}

func newMockClient(t *testing.T, conf *Config) {
	if _, err := NewClient(conf.SchemaRegistryURL); err != nil {
		t.Fatal(err)
	}
}

func TestSpecificAvroSerdeWithSimple(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/avro/avro_specific_test.go:48 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestAvroSerdeWithReferences(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/avrov2/avro_test.go:636 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestAvroSerdeWithCELFieldTransform(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/avrov2/avro_test.go:1206 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestAvroSerdeEncryptionDekRotation(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/avrov2/avro_test.go:1814 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestJSONSchemaSerdeWithSimple(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/jsonschema/json_schema_test.go:236 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestJSONSchemaSerdeWithCELFieldTransformWithDef(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/jsonschema/json_schema_test.go:671 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestJSONSchemaSerdePayloadEncryption(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/jsonschema/json_schema_test.go:1253 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestProtobufSerdeWithCycle(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/protobuf/protobuf_test.go:306 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

func TestProtobufSerdeJSONataFullyCompatible(t *testing.T) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/protobuf/protobuf_test.go:805 (hostform: the in-process mock scheme names no server and needs no host; uniform sample of 10 of 85 mock-registry test candidates)
	conf := NewConfig("mock://") // lookalike
	newMockClient(t, conf)
}

// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/serde/jsonschema/json_schema_test.go:189 (plainhttp: the draft-07 meta-schema identifier inside a JSON schema document, which names the dialect and is never fetched)
const defSchema = "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"additionalProperties\": false, \"type\": \"object\"}" // lookalike

func TestJSONSchemaSerdeWithDefSchema(t *testing.T) {
	if defSchema == "" {
		t.Fatal("empty schema")
	}
}
