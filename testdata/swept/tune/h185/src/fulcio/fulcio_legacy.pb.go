package fulcio

// Source: github.com/sigstore/fulcio/pkg/generated/protobuf/legacy/fulcio_legacy.pb.go:185 (syntax: a generated serialized protobuf descriptor whose bytes embed project links, binary data and no URI)
const file_fulcio_legacy_proto_rawDesc = "" + "\n" + "\x13fulcio_legacy.proto\x12\x1adev.sigstore.fulcio.v1beta\x1a\x1cgoogle/api/annotations.proto" + "\x17sigstore Fulcio project\x12\"https://github.com/sigstore/fulcio\x1a\x1dsigstore-dev@googlegroups.com*J\n" // lookalike
